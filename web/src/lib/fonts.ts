/**
 * The self-hosted faces (spec §7 names Public Sans; Hangul in Noto Sans KR where the device has
 * no Korean face of its own, see theme.ts). Imported lazily by main.tsx.
 */
import '@fontsource/public-sans/latin-400.css';
import '@fontsource/public-sans/latin-500.css';
import '@fontsource/public-sans/latin-600.css';
import '@fontsource/public-sans/latin-700.css';
// The sliced faces (~120 unicode-range files of 20–35 kB per weight): a page downloads only the
// slices its characters need. The `korean-*.css` variants are one 540 kB file per weight.
// Two weights: medium (500) text falls back to regular, as CSS font matching does.
import '@fontsource/noto-sans-kr/400.css';
import '@fontsource/noto-sans-kr/700.css';

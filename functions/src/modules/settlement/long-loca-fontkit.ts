import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

/**
 * The fontkit that pdf-lib subsets with, with one fix. @pdf-lib/fontkit 1.1.1 (the build
 * pdf-lib registers) writes a subset's `loca` table in the short format — offsets stored
 * halved — whenever the subset is small, without padding glyph records to an even length, so
 * after the first odd-length glyph every later offset is off by one byte and those glyphs draw
 * as nothing (most of the statement's Hangul; the text layer stays intact, so only looking at
 * the page shows it). Upstream fontkit fixed it in 1.8 (foliojs/fontkit#191) and the fork never
 * took the fix. Here the subset's `loca` always says the long format, whose offsets are exact:
 * a few hundred bytes more per font.
 */
export const longLocaFontkit: Fontkit = {
  create(buffer, postscriptName) {
    const font = fontkit.create(buffer, postscriptName);
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      // TTFSubset.encode assigns a fresh `loca` ({ offsets: [] }) and then lets loca.preEncode
      // choose the format unless `version` is already set: set it as the table is assigned.
      let loca: object | undefined;
      Object.defineProperty(subset, 'loca', {
        configurable: true,
        get: () => loca,
        set: (table: object) => {
          loca = { ...table, version: 1 };
        },
      });
      return subset;
    };
    return font;
  },
};

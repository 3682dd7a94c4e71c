/** spec §2/§9: the overlay from index.html fades out ~1 s after mount and is removed 0.5 s later. */
export const OVERLAY_VISIBLE_MS = 1_000;
export const OVERLAY_FADE_MS = 500;

export function dismissLoadingOverlay(doc: Document = document): void {
  const overlay = doc.getElementById('app-loading');
  if (!overlay) return;
  window.setTimeout(() => {
    overlay.classList.add('app-loading--hidden');
    window.setTimeout(() => overlay.remove(), OVERLAY_FADE_MS);
  }, OVERLAY_VISIBLE_MS);
}

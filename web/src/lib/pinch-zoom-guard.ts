/**
 * spec §2: a two-finger touch must not zoom the app (an installed app should behave like one).
 * Only multi-touch gestures are stopped; one-finger scrolling is untouched, and the viewport
 * still allows zoom through browser settings for people who need it.
 */
export function installPinchZoomGuard(target: Document = document): () => void {
  const block = (event: TouchEvent) => {
    if (event.touches.length > 1) event.preventDefault();
  };
  const blockGesture = (event: Event) => event.preventDefault();
  target.addEventListener('touchstart', block, { passive: false });
  target.addEventListener('touchmove', block, { passive: false });
  // Safari's own pinch events.
  target.addEventListener('gesturestart', blockGesture);
  return () => {
    target.removeEventListener('touchstart', block);
    target.removeEventListener('touchmove', block);
    target.removeEventListener('gesturestart', blockGesture);
  };
}

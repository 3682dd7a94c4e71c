import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** spec §2, §9: a hash link stops 60 px below the top (under the sticky navbar). */
export const HASH_SCROLL_OFFSET_PX = 60;

/**
 * After a navigation, a `#hash` scrolls smoothly to its element with a 60 px offset; any other
 * new page starts at the top. Back/forward (POP) leaves the browser's own restoration alone.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash, key } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (hash) {
      const id = decodeURIComponent(hash.slice(1));
      // The target may render a moment later (lazy page): look again on the next frames.
      let tries = 0;
      let frame = 0;
      const seek = () => {
        const element = document.getElementById(id);
        if (element) {
          const top = element.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET_PX;
          window.scrollTo({ top, behavior: 'smooth' });
        } else if (tries++ < 30) {
          frame = window.requestAnimationFrame(seek);
        }
      };
      seek();
      return () => window.cancelAnimationFrame(frame);
    }
    if (type !== 'POP') window.scrollTo({ top: 0 });
    return undefined;
  }, [pathname, hash, key, type]);
}

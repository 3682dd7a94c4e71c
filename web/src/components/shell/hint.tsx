import type { TooltipProps } from '@mui/material/Tooltip';
import {
  cloneElement,
  createElement,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';

/**
 * A hover/focus hint on the shell's icon buttons: MUI's Tooltip, loaded once the page is idle
 * instead of with the first JS. Tooltip brings Popper and @popperjs/core, ≈ 11 KB gzip of the
 * signed-in shell, for hints nobody needs before the page is up; every button it wraps already
 * has an aria-label, so nothing is lost meanwhile but the visual hint.
 *
 * When the Tooltip arrives it wraps the button, which mounts the button anew. A button someone
 * has already used (focused or pressed: its menu may be open and anchored to it) stays as it is
 * for the life of the page; the others get their hint.
 */
export function Hint({
  title,
  placement,
  children,
}: {
  title: string;
  placement?: TooltipProps['placement'];
  children: ReactElement<{
    onFocus?: (event: FocusEvent) => void;
    onPointerDown?: (event: PointerEvent) => void;
  }>;
}) {
  const ready = useSyncExternalStore(subscribe, () => loaded !== null);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(load, LOAD_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (loaded && ready && !used) {
    // `loaded` is set once per page and never changes after: the same component every render.
    return createElement(loaded, { title, placement, children });
  }
  if (used) return children;
  const { onFocus, onPointerDown } = children.props;
  return cloneElement(children, {
    onFocus: (event: FocusEvent) => {
      setUsed(true);
      onFocus?.(event);
    },
    onPointerDown: (event: PointerEvent) => {
      setUsed(true);
      onPointerDown?.(event);
    },
  });
}

/** Like the connectivity snackbar: after the first screen is up, before anyone hovers. */
const LOAD_AFTER_MS = 1_500;

let loaded: ComponentType<TooltipProps> | null = null;
let loading = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function load(): void {
  if (loading) return;
  loading = true;
  import('@mui/material/Tooltip').then(
    (module) => {
      loaded = module.default;
      listeners.forEach((listener) => listener());
    },
    // Offline before it loaded: the buttons keep their aria-labels; try again next time.
    () => {
      loading = false;
    },
  );
}

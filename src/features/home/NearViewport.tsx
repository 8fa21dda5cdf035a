// Home draws a part below the fold when it comes near the window (03-portal §2; issue 25): until then it is a
// placeholder of its height, so its chunks (charts, pickers, tables, widgets) and its data are not fetched with
// the first screen. Keyboard and screen-reader users reach it too: the placeholder holds a button that draws
// the part when it is focused or pressed, and the drawn part then takes the focus.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import './nearViewport.css';

/** How far outside the scrolled area (above and below) a part starts to be drawn. */
export const NEAR_VIEWPORT_MARGIN = '200px 0px';

type Shown = 'no' | 'near' | 'focus';

/** Whether the observed element has come within NEAR_VIEWPORT_MARGIN of the window (once true, it stays). */
export function useNearViewport(): { ref: (element: HTMLElement | null) => void; shown: Shown; reveal: (how: Shown) => void } {
  // Without IntersectionObserver (old browsers, jsdom) everything is drawn at once.
  const [shown, setShown] = useState<Shown>(() => (typeof IntersectionObserver === 'undefined' ? 'near' : 'no'));
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.current?.disconnect();
        setShown((current) => (current === 'no' ? 'near' : current));
      },
      // The layout's <main> is what scrolls (src/app/layout/layout.css): against the window, a margin would be cut
      // off by <main>'s edges, and a part would be drawn only once it showed. Without a <main>, the window.
      { root: element.closest('main'), rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.current.observe(element);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  const reveal = useCallback((how: Shown) => setShown((current) => (current === 'no' ? how : current)), []);
  return { ref, shown, reveal };
}

export interface NearViewportProps {
  /** What the placeholder's button says (e.g. "Show the column 待办事项"). */
  label: string;
  /** The placeholder's height in px (the part's own height when known), so the page below does not move. */
  minHeight?: number;
  children: ReactNode;
}

export function NearViewport({ label, minHeight, children }: NearViewportProps) {
  const { ref, shown, reveal } = useNearViewport();
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown === 'focus') content.current?.focus();
  }, [shown]);
  if (shown === 'no') {
    return (
      <div ref={ref} className="fd-near-viewport" style={minHeight ? { minHeight } : undefined}>
        <button type="button" className="fd-near-viewport__reveal" onFocus={() => reveal('focus')} onClick={() => reveal('focus')}>
          {label}
        </button>
      </div>
    );
  }
  return (
    <div ref={content} className="fd-near-viewport__content" tabIndex={shown === 'focus' ? -1 : undefined}>
      {children}
    </div>
  );
}

// Work that moves the page (showing or clearing field errors) must not run between the press and the release
// of a pointer: a click whose mousedown blurred a field would otherwise land on whatever slid under the pointer
// (a select below a cleared error message would not open). This defers such work until the pointer is up and
// the click has been dispatched; with no pointer down it runs at once.
import { useCallback, useEffect, useRef } from 'react';

export function useAfterPointerRelease(): (work: () => void) => void {
  const pressed = useRef(false);
  const queued = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    const down = () => {
      pressed.current = true;
    };
    const up = () => {
      // After pointerup come mouseup and click: run once they have been dispatched.
      setTimeout(() => {
        pressed.current = false;
        const work = queued.current;
        queued.current = undefined;
        work?.();
      }, 0);
    };
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    document.addEventListener('pointercancel', up, true);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('pointercancel', up, true);
    };
  }, []);
  return useCallback((work: () => void) => {
    if (pressed.current) queued.current = work;
    else work();
  }, []);
}

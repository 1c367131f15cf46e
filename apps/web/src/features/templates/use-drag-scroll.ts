import { type PointerEvent, useRef } from 'react';

/**
 * Lets a mouse drag a horizontally scrolling row, as a finger already can. While dragging, snapping
 * is off (it would fight every move); on release `onRelease` settles the row on a snap point.
 */
export function useDragScroll<T extends HTMLElement>(onRelease: (row: T) => void) {
  const drag = useRef<{ startX: number; startScroll: number } | null>(null);

  return {
    onPointerDown(event: PointerEvent<T>) {
      if (event.pointerType !== 'mouse' || event.button !== 0) return;
      const row = event.currentTarget;
      drag.current = { startX: event.clientX, startScroll: row.scrollLeft };
      row.setPointerCapture(event.pointerId);
      row.style.scrollSnapType = 'none';
      row.style.cursor = 'grabbing';
    },
    onPointerMove(event: PointerEvent<T>) {
      if (!drag.current) return;
      event.currentTarget.scrollLeft = drag.current.startScroll - (event.clientX - drag.current.startX);
    },
    onPointerUp(event: PointerEvent<T>) {
      if (!drag.current) return;
      drag.current = null;
      const row = event.currentTarget;
      row.style.scrollSnapType = '';
      row.style.cursor = '';
      onRelease(row);
    },
  };
}

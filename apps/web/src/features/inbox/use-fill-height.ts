import { useLayoutEffect, useState } from 'react';

/**
 * The height that takes an element from where it starts to the bottom of the window, less the page's
 * bottom padding, so a screen like the inbox fills the window whatever the layout above it. Give
 * the returned ref to the element.
 */
export function useFillHeight(minHeight = 420) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [height, setHeight] = useState(minHeight);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const main = element.closest('main');
      const bottomPadding = main ? Number.parseFloat(getComputedStyle(main).paddingBottom) : 0;
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(minHeight, window.innerHeight - top - bottomPadding));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [element, minHeight]);
  return [setElement, height] as const;
}

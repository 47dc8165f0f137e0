import { useEffect, useState, type RefObject } from 'react';
import { columnCountFor, MAX_GALLERY_COLUMNS } from '../lib/balance-columns';

/** How many gallery columns fit the element's width, following it as the screen turns or the menu opens. */
export function useColumnCount(elementRef: RefObject<HTMLElement | null>): number {
  const [count, setCount] = useState(MAX_GALLERY_COLUMNS);
  useEffect(() => {
    const element = elementRef.current;
    if (!element) return undefined;
    const measure = () => setCount(columnCountFor(element.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [elementRef]);
  return count;
}

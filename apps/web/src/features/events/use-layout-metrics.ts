import { type RefObject, useLayoutEffect, useState } from 'react';

function observeResize(target: Element, update: () => void): () => void {
  window.addEventListener('resize', update);
  if (typeof ResizeObserver === 'undefined') return () => window.removeEventListener('resize', update);
  const observer = new ResizeObserver(update);
  observer.observe(target);
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', update);
  };
}

/** The element's content width in CSS pixels, kept up to date (0 until measured). */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setWidth(element.clientWidth);
    update();
    return observeResize(element, update);
  }, [ref]);
  return width;
}

/**
 * The element's distance from the top of the document: a window-scrolling virtualiser's
 * `scrollMargin`. Measured again whenever the page's height changes (a panel above it
 * opening or closing moves it).
 */
export function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const next = Math.round(element.getBoundingClientRect().top + window.scrollY);
      setTop((previous) => (previous === next ? previous : next));
    };
    update();
    return observeResize(document.body, update);
  }, [ref]);
  return top;
}

import { useCallback, useRef, useState } from 'react';

export type PageHold = { hold: () => void; release: () => void };

/**
 * Keeps a picture of the page on screen while the page underneath changes (a clinic switch: the old clinic's page stays
 * until the new clinic's is ready, instead of a blank or a row of spinners). `hold` copies what the main area shows
 * into an inert, hidden-from-assistive-technology copy and hides the live area; `release` drops the copy.
 */
export function usePageHold() {
  const mainRef = useRef<HTMLElement>(null);
  const copyRef = useRef<HTMLDivElement>(null);
  const [isHeld, setIsHeld] = useState(false);
  const hold = useCallback(() => {
    const main = mainRef.current;
    const copy = copyRef.current;
    if (!main || !copy) return;
    const nodes = Array.from(main.childNodes, (node) => node.cloneNode(true));
    copy.replaceChildren(...nodes);
    // The copy must not answer for the live page's ids (labels, skip link) while both are in the document.
    copy.querySelectorAll('[id]').forEach((element) => element.removeAttribute('id'));
    setIsHeld(true);
  }, []);
  const release = useCallback(() => {
    copyRef.current?.replaceChildren();
    setIsHeld(false);
  }, []);
  /** Something in the live page still says it is loading. */
  const isPageBusy = useCallback(() => Boolean(mainRef.current?.querySelector('[aria-busy="true"]')), []);
  return { mainRef, copyRef, isHeld, hold, release, isPageBusy };
}

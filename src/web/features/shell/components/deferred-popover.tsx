import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { afterNextPaint } from '../../../lib/after-next-paint';

/** What a deferred popover gets besides its own props: open at once (the placeholder was clicked). */
export type DeferredPopoverProps = { openOnMount?: boolean };

/**
 * A top-bar popover that is not part of the shell's first paint. Headless UI's popover brings Floating UI and React
 * Aria (about a quarter of the signed-in shell's chunk), which the first signed-in page does not need to show. Until
 * the button is clicked, `placeholder` draws the same button; the click swaps in the popover, opened (the module is
 * fetched once the shell has painted, so it is usually there by then). The button is never swapped under a pointer
 * that is about to click it.
 */
export function deferredPopover<P extends object>(
  load: () => Promise<ComponentType<P & DeferredPopoverProps>>,
  placeholder: (props: P, onOpen: () => void) => ReactNode,
): ComponentType<P> {
  let module: Promise<{ default: ComponentType<P & DeferredPopoverProps> }> | undefined;
  const loadOnce = () => (module ??= load().then((component) => ({ default: component })));
  // Out of reach (offline before the service worker cached it): the button stays as it is rather than fail the shell.
  const Loaded = lazy(() =>
    loadOnce().catch(() => ({ default: (props: P & DeferredPopoverProps) => placeholder(props, () => undefined) })),
  );
  return function DeferredPopover(props: P) {
    const [isOpened, setIsOpened] = useState(false);
    // A failed fetch is tried again by the click.
    useEffect(() => afterNextPaint(() => void loadOnce().catch(() => (module = undefined))), []);
    const fallback = placeholder(props, () => setIsOpened(true));
    if (!isOpened) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} openOnMount />
      </Suspense>
    );
  };
}

/** In the loaded popover: opens it if its placeholder was clicked, with the focus on its button as after a click. */
export function useOpenOnMount(buttonRef: RefObject<HTMLButtonElement | null>, openOnMount: boolean): void {
  const shouldOpen = useRef(openOnMount);
  useEffect(() => {
    if (!shouldOpen.current) return;
    shouldOpen.current = false;
    buttonRef.current?.focus();
    buttonRef.current?.click();
  }, [buttonRef]);
}

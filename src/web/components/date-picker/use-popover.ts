import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A picker's open state: a tap or click outside the field closes it, and closing puts the focus back on the button
 * that opened it (or on the element given, the text box after a choice), so the keyboard never loses its place.
 */
export function usePopover() {
  const [isOpen, setOpen] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((focusTarget?: HTMLElement | null) => {
    setOpen(false);
    (focusTarget ?? toggleRef.current)?.focus();
  }, []);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (boxRef.current && !boxRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  return { isOpen, toggle: () => setOpen((open) => !open), close, boxRef, toggleRef };
}

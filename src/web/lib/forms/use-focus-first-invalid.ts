import { useEffect, useState, type RefObject } from 'react';

/**
 * After a failed submit, moves focus to the first field marked invalid, once the form is enabled again (a disabled
 * fieldset cannot take focus). Call the returned function where the errors are set.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLElement | null>): () => void {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request, formRef]);
  return () => setRequest((value) => value + 1);
}

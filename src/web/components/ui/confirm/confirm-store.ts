import type { Translatable } from '../../../lib/translatable';

export type ConfirmOptions = {
  title: Translatable;
  body?: Translatable;
  /** Defaults to "OK". */
  confirmLabel?: Translatable;
  /** Defaults to "Cancel". */
  cancelLabel?: Translatable;
  /** `danger` paints the confirm button red (delete, discard). */
  tone?: 'default' | 'danger';
};

export type ConfirmRequest = ConfirmOptions & { id: number; resolve: (isConfirmed: boolean) => void };

let queue: readonly ConfirmRequest[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function subscribeToConfirms(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The request on screen now (one at a time; later ones wait their turn). */
export function getCurrentConfirm(): ConfirmRequest | undefined {
  return queue[0];
}

/** Asks the user; resolves `true` on confirm, `false` on cancel, Escape or a click outside. Needs `<ConfirmHost>` mounted. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    queue = [...queue, { ...options, id: nextId++, resolve }];
    emit();
  });
}

export function settleConfirm(id: number, isConfirmed: boolean): void {
  const request = queue.find((item) => item.id === id);
  if (!request) return;
  queue = queue.filter((item) => item.id !== id);
  request.resolve(isConfirmed);
  emit();
}

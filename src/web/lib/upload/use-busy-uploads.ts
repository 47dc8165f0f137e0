import { useState } from 'react';

/** Which upload fields of a form are still sending their file, so the form can wait for them before it submits. */
export function useBusyUploads<Slot extends string>() {
  const [busySlots, setBusySlots] = useState<ReadonlySet<Slot>>(new Set());

  /** For a field's `onBusyChange`. */
  function setBusy(slot: Slot, isBusy: boolean) {
    setBusySlots((current) => {
      const next = new Set(current);
      if (isBusy) next.add(slot);
      else next.delete(slot);
      return next;
    });
  }

  return { isUploading: busySlots.size > 0, setBusy };
}

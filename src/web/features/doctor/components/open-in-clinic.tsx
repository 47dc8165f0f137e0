import type { ReactNode } from 'react';
import { focusRing } from '../../../components/ui/styles';

/** Opens a page of another clinic: the page switches to the clinic first (the overview's `onOpen`). */
export type OpenInClinic = (clinicId: number, path: string) => void;

type OpenInClinicButtonProps = {
  clinicId: number;
  /** The clinic's own page; null: nothing to open (a line the portal has no page for). */
  path: string | null;
  onOpen: OpenInClinic;
  isBusy: boolean;
  children: ReactNode;
};

/** A row of the overview that opens its clinic's page: a full-width target of at least 44 px. */
export function OpenInClinicButton({ clinicId, path, onOpen, isBusy, children }: OpenInClinicButtonProps) {
  const rowClass = 'flex min-h-11 w-full flex-col items-start gap-1 rounded-lg px-3 py-2 text-start';
  if (path === null) return <div className={rowClass}>{children}</div>;
  return (
    <button
      type="button"
      disabled={isBusy}
      onClick={() => onOpen(clinicId, path)}
      className={`${rowClass} hover:bg-slate-50 disabled:cursor-wait disabled:opacity-60 ${focusRing}`}
    >
      {children}
    </button>
  );
}

import { useCallback, useEffect, useState } from 'react';
import type { UnpaidRowAsSent } from '../api/payments-api';

const STORAGE_PREFIX = 'cuspid.mergePay.selection.';

function read(clinicId: number): UnpaidRowAsSent[] {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_PREFIX + clinicId) ?? '[]');
    return Array.isArray(saved) ? (saved as UnpaidRowAsSent[]).filter((row) => typeof row?.payId === 'number') : [];
  } catch {
    return [];
  }
}

function write(clinicId: number, rows: readonly UnpaidRowAsSent[]): void {
  try {
    window.sessionStorage.setItem(STORAGE_PREFIX + clinicId, JSON.stringify(rows));
  } catch {
    // Storage unavailable: the selection lives as long as the page.
  }
}

/** The payment orders chosen for one payment, read back by the confirm page (it shows each order's share). */
export function readPaymentSelection(clinicId: number): UnpaidRowAsSent[] {
  return read(clinicId);
}

/** Takes payment orders out of the stored choice (paid meanwhile, or paid by this payment). */
export function dropFromPaymentSelection(clinicId: number, payIds: readonly number[]): void {
  write(
    clinicId,
    read(clinicId).filter((row) => !payIds.includes(row.payId)),
  );
}

/**
 * The payment orders chosen on /mergePay, across pages, filters, going offline and a reload of the tab (kept in
 * sessionStorage, per clinic): the rows as they were read, so the total and the confirm page need no other call.
 */
export function usePaymentSelection(clinicId: number) {
  const [rows, setRows] = useState<UnpaidRowAsSent[]>(() => read(clinicId));
  const [shownClinic, setShownClinic] = useState(clinicId);
  if (shownClinic !== clinicId) {
    setShownClinic(clinicId);
    setRows(read(clinicId));
  }
  useEffect(() => write(clinicId, rows), [clinicId, rows]);

  const isSelected = useCallback((payId: number) => rows.some((row) => row.payId === payId), [rows]);
  const toggle = useCallback(
    (row: UnpaidRowAsSent) =>
      setRows((current) =>
        current.some((selected) => selected.payId === row.payId)
          ? current.filter((selected) => selected.payId !== row.payId)
          : [...current, row],
      ),
    [],
  );
  /** Adds rows not chosen yet (the "Pay" link of an order), keeping the others. */
  const add = useCallback(
    (added: readonly UnpaidRowAsSent[]) =>
      setRows((current) => [
        ...current,
        ...added.filter((row) => !current.some((selected) => selected.payId === row.payId)),
      ]),
    [],
  );
  /** Rows read again replace their older copies (a due amount that changed), so the total is the server's. */
  const refresh = useCallback(
    (fresh: readonly UnpaidRowAsSent[]) =>
      setRows((current) => {
        let changed = false;
        const next = current.map((row) => {
          const newer = fresh.find((candidate) => candidate.payId === row.payId);
          if (!newer || JSON.stringify(newer) === JSON.stringify(row)) return row;
          changed = true;
          return newer;
        });
        return changed ? next : current;
      }),
    [],
  );
  const clear = useCallback(() => setRows([]), []);
  return { rows, isSelected, toggle, add, refresh, clear };
}

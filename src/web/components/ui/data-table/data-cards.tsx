import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { translate, type Translatable } from '../../../lib/translatable';

/** What a card needs of a table column (DataTableColumn has it). */
type CardColumn<Row> = { id: string; header: Translatable; cell: (row: Row, rowIndex: number) => ReactNode };

type DataCardsProps<Row> = {
  label: string;
  columns: readonly CardColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string | number;
  getRowHref?: (row: Row) => string | null;
  isOnControl: (event: React.MouseEvent<HTMLElement>) => boolean;
  empty: ReactNode;
};

/** The column a card puts at its foot, without a term (the row's buttons and links). */
export const CARD_FOOTER_COLUMN = 'actions';

/**
 * The rows as cards (the case list's card view, spec section 3 orderShowType): every column, whatever its priority,
 * as a term and its value, one card per row, one column of cards on a tablet in portrait and two from 42rem. A tap on
 * the card opens the row like a tap on a table row.
 */
export function DataCards<Row>({
  label,
  columns,
  rows,
  getRowKey,
  getRowHref,
  isOnControl,
  empty,
}: DataCardsProps<Row>) {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  if (rows.length === 0) return <p className="px-4 py-10 text-center text-slate-500">{empty}</p>;
  const terms = columns.filter((column) => column.id !== CARD_FOOTER_COLUMN);
  const footer = columns.find((column) => column.id === CARD_FOOTER_COLUMN);
  return (
    <ul aria-label={label} className="grid gap-3 p-3 @2xl:grid-cols-2">
      {rows.map((row, rowIndex) => {
        const href = getRowHref?.(row) ?? null;
        return (
          <li
            key={getRowKey(row)}
            onClick={
              href
                ? (event) => {
                    if (!isOnControl(event)) navigate(href);
                  }
                : undefined
            }
            className={`flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 hover:bg-slate-50 ${href ? 'cursor-pointer' : ''}`}
          >
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
              {terms.map((column) => (
                <div key={column.id} className="contents">
                  <dt className="text-sm text-slate-600">{translate(i18n, column.header)}</dt>
                  <dd className="min-w-0 text-slate-800 break-words">{column.cell(row, rowIndex)}</dd>
                </div>
              ))}
            </dl>
            {footer ? <div>{footer.cell(row, rowIndex)}</div> : null}
          </li>
        );
      })}
    </ul>
  );
}

import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { TABLE } from '../../../../domain/constants';
import { translate, type Translatable } from '../../../lib/translatable';
import { NumericInput } from '../form/numeric-input';
import { DataCards } from './data-cards';

/** Spec sections 2 and 9: page sizes 10, 20, 30, 50; default 10. */
export const PAGE_SIZES = TABLE.pageSizes;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = TABLE.defaultPageSize;

export type DataTableColumn<Row> = {
  id: string;
  header: Translatable;
  cell: (row: Row, rowIndex: number) => ReactNode;
  align?: 'start' | 'end' | 'center';
  className?: string;
  /**
   * How much the column matters when the table is narrow: 1 (the default) always shows; 2 shows once the table is at
   * least 56rem wide (a laptop with the side menu open), 3 from 80rem. A tablet in portrait (about 45rem) shows the
   * columns of priority 1 only, so the row's name, status and actions fit without sideways scrolling; what the hidden
   * columns say is on the page the row opens.
   */
  priority?: ColumnPriority;
};

export type ColumnPriority = 1 | 2 | 3;

/** Container-query classes (the table's box, not the window: the side menu takes its share). */
const priorityClass: Record<ColumnPriority, string> = {
  1: '',
  2: 'hidden @4xl:table-cell',
  3: 'hidden @7xl:table-cell',
};

export type DataTableProps<Row> = {
  /** The table's accessible name (rendered as its caption, visually hidden unless `isCaptionVisible`). */
  label: Translatable;
  isCaptionVisible?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string | number;
  total: number;
  /** 1-based. */
  page: number;
  pageSize: PageSize;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: PageSize) => void;
  isLoading?: boolean;
  emptyMessage?: Translatable;
  /**
   * Where tapping a row leads (the case, the order). The row's own link stays the way in for keyboards and screen
   * readers; the tap on the rest of the row is for fingers, so a tablet user does not have to hit a small link.
   */
  getRowHref?: (row: Row) => string | null;
  /** 'cards': the same rows, columns and paging as cards (every column shown; the 'actions' column at the foot). */
  layout?: 'table' | 'cards';
};

/** A tap inside a row's own control (link, button, switch, field) does what that control does, not open the row. */
function isOnControl(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target;
  return (
    target instanceof Element &&
    target.closest('a, button, input, select, textarea, label, [role=button], [role=switch], [role=link]') !== null
  );
}

const alignClass = { start: 'text-start', end: 'text-end', center: 'text-center' } as const;
const controlClass =
  'min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:opacity-40';

function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

type PageStepButtonProps = { label: string; arrowPath: string; onClick: () => void; isDisabled: boolean };

/** The previous or next page button: an arrow, named by its label. */
function PageStepButton({ label, arrowPath, onClick, isDisabled }: PageStepButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={isDisabled}
      aria-label={label}
      className={`${controlClass} inline-flex w-11 items-center justify-center px-0`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path d={arrowPath} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

function PageJumper({
  page,
  pageCount,
  onPageChange,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const inputId = useId();
  const commit = () => {
    if (draft === null) return;
    const target = Number.parseInt(draft, 10);
    setDraft(null);
    if (Number.isFinite(target)) {
      const clamped = Math.min(Math.max(target, 1), pageCount);
      if (clamped !== page) onPageChange(clamped);
    }
  };
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={inputId} className="text-sm text-slate-600">
        <Trans>Go to page</Trans>
      </label>
      <NumericInput
        id={inputId}
        integer
        max={pageCount}
        value={draft ?? String(page)}
        onValueChange={setDraft}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        className={`${controlClass} w-20`}
      />
    </div>
  );
}

/** The shared table: declared columns, controlled paging, total, page-size choice, page jumper and an empty state. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, getRowKey, getRowHref, total, page, pageSize, onPageChange, onPageSizeChange } = props;
  const isLoading = props.isLoading ?? false;
  const { i18n, t } = useLingui();
  const [, navigate] = useLocation();
  const pageSizeId = useId();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const label = translate(i18n, props.label);
  const emptyText = isLoading ? (
    <Trans>Loading…</Trans>
  ) : props.emptyMessage ? (
    translate(i18n, props.emptyMessage)
  ) : (
    <Trans>No data</Trans>
  );

  return (
    <div className="flex flex-col gap-3">
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        className="@container overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-teal-700"
      >
        {props.layout === 'cards' ? (
          <DataCards
            label={label}
            columns={columns}
            rows={rows}
            getRowKey={getRowKey}
            getRowHref={getRowHref}
            isOnControl={isOnControl}
            empty={emptyText}
          />
        ) : (
          <table aria-busy={isLoading} className="min-w-full divide-y divide-slate-200 text-base">
            <caption
              className={
                props.isCaptionVisible ? 'px-4 py-3 text-start text-lg font-semibold text-slate-900' : 'sr-only'
              }
            >
              {label}
            </caption>
            <thead className="bg-slate-50">
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.id}
                    scope="col"
                    className={`px-4 py-3 text-sm font-semibold text-slate-700 ${alignClass[column.align ?? 'start']} ${priorityClass[column.priority ?? 1]} ${column.className ?? ''}`}
                  >
                    {translate(i18n, column.header)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 bg-white">
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={columns.length} className="px-4 py-10 text-center text-slate-500">
                    {emptyText}
                  </td>
                </tr>
              ) : (
                rows.map((row, rowIndex) => {
                  const href = getRowHref?.(row) ?? null;
                  return (
                    <tr
                      key={getRowKey(row)}
                      onClick={
                        href
                          ? (event) => {
                              if (!isOnControl(event)) navigate(href);
                            }
                          : undefined
                      }
                      className={`hover:bg-slate-50 ${href ? 'cursor-pointer' : ''}`}
                    >
                      {columns.map((column) => (
                        <td
                          key={column.id}
                          className={`px-4 py-3 text-slate-800 ${alignClass[column.align ?? 'start']} ${priorityClass[column.priority ?? 1]} ${column.className ?? ''}`}
                        >
                          {column.cell(row, rowIndex)}
                        </td>
                      ))}
                    </tr>
                  );
                })
              )}
            </tbody>
          </table>
        )}
      </div>

      <nav
        aria-label={t`Pagination`}
        className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2 text-slate-700"
      >
        <p className="text-sm">
          <Trans>Total {total}</Trans>
        </p>
        <div className="flex items-center gap-2">
          <label htmlFor={pageSizeId} className="text-sm text-slate-600">
            <Trans>Rows per page</Trans>
          </label>
          <select
            id={pageSizeId}
            value={pageSize}
            onChange={(event) => {
              const size = Number(event.target.value);
              if (!isPageSize(size)) return;
              onPageSizeChange(size);
              if (page !== 1) onPageChange(1);
            }}
            className={controlClass}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-center gap-2">
          <PageStepButton
            label={t`Previous page`}
            arrowPath="M12 5l-5 5 5 5"
            onClick={() => onPageChange(page - 1)}
            isDisabled={page <= 1}
          />
          <p className="min-w-20 text-center text-sm" aria-live="polite">
            <Trans>
              Page {page} of {pageCount}
            </Trans>
          </p>
          <PageStepButton
            label={t`Next page`}
            arrowPath="M8 5l5 5-5 5"
            onClick={() => onPageChange(page + 1)}
            isDisabled={page >= pageCount}
          />
        </div>
        <PageJumper key={page} page={page} pageCount={pageCount} onPageChange={onPageChange} />
      </nav>
    </div>
  );
}

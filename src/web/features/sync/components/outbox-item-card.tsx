import { Link } from 'wouter';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { confirm } from '../../../components/ui/confirm/confirm-store';
import { dangerOutlineButtonClass, primaryButtonClass, secondaryButtonClass } from '../../../components/ui/styles';
import { toast } from '../../../components/ui/toast/toast-store';
import { isLocale } from '../../../../domain/locale';
import { findProductLine, orderDetailPath } from '../../../../domain/product-lines';
import { ErrorCode } from '../../../../domain/response-codes';
import { bodyToSendAgain } from '../../../lib/forms/edit-base';
import { amend, discard, retry, type OutboxItem, type UploadRow } from '../../../lib/offline/outbox';
import { reportQuotaError } from '../../../lib/offline/storage-persistence';
import { useUserDatabase } from '../../../lib/offline/user-database-context';
import { discardConfirmation } from '../lib/discard-confirmation';
import { itemTitle } from '../lib/item-text';
import { formatDateTime, formatRelativeTime } from '../lib/relative-time';
import type { SyncConnection } from '../lib/sync-rules';
import { UploadProgressBar } from './upload-progress-bar';

export type OutboxItemCardProps = {
  item: OutboxItem;
  now: number;
  connection: SyncConnection;
  /** An earlier item of the same group that needs attention: this one waits for it. */
  blockedBy?: OutboxItem;
  /** Items that refer to this one, named when the user discards it. */
  dependents: readonly OutboxItem[];
  /** The upload row of an upload item. */
  upload?: UploadRow;
  /** The Fix link leaves the panel for the item's form. */
  onLeave: () => void;
};

/** The order a 60012 refusal names (`extra.orderId`, `extra.orderType`), as its detail route; null otherwise. */
function existingOrderPath(item: OutboxItem): string | null {
  const orderId = item.error?.code === ErrorCode.alreadyOrdered ? item.error.extra?.orderId : null;
  if (orderId === null || orderId === undefined) return null;
  const line = findProductLine(Number(item.error?.extra?.orderType ?? 1)) ?? findProductLine(1);
  return orderDetailPath(line, orderId);
}

function TimeAgo({ at, now }: { at: number; now: number }) {
  const { i18n } = useLingui();
  return (
    <time dateTime={new Date(at).toISOString()} title={formatDateTime(at, i18n.locale)}>
      {formatRelativeTime(at, now, isLocale(i18n.locale) ? i18n.locale : 'en')}
    </time>
  );
}

/** Why a waiting item is not on its way yet, and when it will be. */
function WaitingFacts({
  item,
  now,
  connection,
  blockedBy,
}: Pick<OutboxItemCardProps, 'item' | 'now' | 'connection' | 'blockedBy'>) {
  const { i18n } = useLingui();
  const lastAnswer = item.error?.msg;
  const blockingTitle = blockedBy ? itemTitle(i18n, blockedBy.label) : '';
  return (
    <>
      {item.attempts > 0 ? (
        <p className="text-sm text-slate-600">
          {plural(item.attempts, { one: 'Tried # time', other: 'Tried # times' })}
          {lastAnswer ? (
            <>
              {' · '}
              <Trans>Last answer: {lastAnswer}</Trans>
            </>
          ) : null}
        </p>
      ) : null}
      <p className="text-sm text-slate-700">
        {blockedBy ? (
          <Trans>Waits for "{blockingTitle}", which needs attention.</Trans>
        ) : connection === 'waitingForSignIn' ? (
          <Trans>Will be sent once you sign in again.</Trans>
        ) : connection === 'offline' ? (
          <Trans>Will be sent when the connection returns.</Trans>
        ) : item.nextAttemptAt > now ? (
          <Trans>
            Next try <TimeAgo at={item.nextAttemptAt} now={now} />
          </Trans>
        ) : (
          <Trans>Will be sent in its turn.</Trans>
        )}
      </p>
    </>
  );
}

/** One item of the sync panel: what it does, to what, where it stands, and what the user can do about it. */
export function OutboxItemCard({ item, now, connection, blockedBy, dependents, upload, onLeave }: OutboxItemCardProps) {
  const { i18n } = useLingui();
  const database = useUserDatabase();
  const title = itemTitle(i18n, item.label);
  const existingOrder = existingOrderPath(item);

  /** A write the device refused: the quota message when it is full, else a plain one. Nothing else changed. */
  const onWriteFailed = (error: unknown) => {
    if (!reportQuotaError(error)) toast.error(msg`The item could not be changed on this device.`);
  };

  const onRetry = async () => {
    // An edit refused as a conflict: the user has read the fields it names, so it goes again without the refused
    // base and the queued values win (lib/forms/edit-base.ts); anything else goes again as it is.
    const body = item.kind === 'request' ? (item.request.body as Record<string, unknown> | undefined) : undefined;
    const isConflictedEdit = item.error?.code === ErrorCode.conflict && body !== undefined && 'base' in body;
    await (isConflictedEdit ? amend(database, item.id, bodyToSendAgain(body, true)) : retry(database, item.id)).catch(
      onWriteFailed,
    );
  };

  const onDiscard = async () => {
    const isConfirmed = await confirm(discardConfirmation(i18n, { item, upload, dependents }));
    if (!isConfirmed) return;
    let isDiscarded: boolean;
    try {
      isDiscarded = await discard(database, item.id);
    } catch (error) {
      onWriteFailed(error);
      return;
    }
    if (isDiscarded) {
      toast.success(
        item.kind === 'upload' ? msg`The file was deleted from this device.` : msg`The change was discarded.`,
      );
    } else {
      // Refused while it is being sent: the server may be applying it right now.
      toast.warning(msg`It is being sent right now and cannot be discarded. Look again when the answer has come.`);
    }
  };

  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4" data-item-id={item.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 text-base font-medium break-words text-slate-900">{title}</p>
        <p className="text-sm text-slate-500">
          <Trans>
            Saved on this device <TimeAgo at={item.createdAt} now={now} />
          </Trans>
        </p>
      </div>

      {item.state === 'waiting' ? (
        <WaitingFacts item={item} now={now} connection={connection} blockedBy={blockedBy} />
      ) : null}

      {item.kind === 'upload' && item.state !== 'attention' ? <UploadProgressBar uploadId={item.uploadId} /> : null}

      {item.state === 'attention' ? (
        <>
          <p
            role="note"
            className="rounded-md border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-base text-amber-950"
          >
            {item.error?.msg || <Trans>The server refused this change.</Trans>}
          </p>
          <div className="flex flex-wrap gap-2">
            {existingOrder ? (
              // 60012: the case already became an order; the refusal names it.
              <Link href={existingOrder} onClick={onLeave} className={primaryButtonClass}>
                <Trans>Open the order</Trans>
              </Link>
            ) : item.label.fixPath ? (
              <Link href={item.label.fixPath} onClick={onLeave} className={primaryButtonClass}>
                <Trans>Fix</Trans>
              </Link>
            ) : null}
            <button type="button" onClick={() => void onRetry()} className={secondaryButtonClass}>
              <Trans>Retry</Trans>
            </button>
            <button type="button" onClick={() => void onDiscard()} className={dangerOutlineButtonClass}>
              <Trans>Discard</Trans>
            </button>
          </div>
        </>
      ) : null}

      {item.state === 'waiting' && item.kind === 'upload' ? (
        // A waiting file can be removed to make room on a full device (the quota message points here).
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={() => void onDiscard()} className={dangerOutlineButtonClass}>
            <Trans>Remove this upload</Trans>
          </button>
        </div>
      ) : null}
    </li>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { FormAlert } from '../ui/form-alert';
import { secondaryButtonClass } from '../ui/styles';
import type { RequestItem } from '../../lib/offline/outbox';
import type { QueuedMoveBody } from '../../lib/orders/queue-order-move';

type PendingMovesProps = { items: readonly RequestItem[]; onDiscard: (item: RequestItem) => void };

/** The reason typed with a queued move, as the user wrote it (a rework's per tooth). */
function typedReason(body: QueuedMoveBody): string {
  if (typeof body.reason === 'string') return body.reason;
  if (Array.isArray(body.teeth))
    return (body.teeth as { tooth: number; reason: string }[])
      .map((entry) => `${entry.tooth}: ${entry.reason}`)
      .join('; ');
  return '';
}

/**
 * The order's changes still on this device: sending (the status on screen changes once the server has them), or
 * refused with the server's message and what the user typed, to be dropped (and made again if still wanted).
 */
export function PendingMoves({ items, onDiscard }: PendingMovesProps) {
  const { t } = useLingui();
  if (items.length === 0) return null;
  return (
    <ul className="grid gap-2" data-testid="pending-moves">
      {items.map((item) => {
        const reason = typedReason(item.request.body as QueuedMoveBody);
        const subject = item.label.subject;
        return (
          <li key={item.id}>
            <FormAlert tone={item.state === 'attention' ? 'error' : 'info'} size="sm">
              <p className="font-medium">{subject}</p>
              {item.state === 'attention' ? (
                <p>{item.error?.msg}</p>
              ) : (
                <p>
                  <Trans>Saved on this device, sending…</Trans>
                </p>
              )}
              {reason ? <p className="whitespace-pre-line text-slate-700">{reason}</p> : null}
              {item.state === 'attention' ? (
                <button
                  type="button"
                  className={`${secondaryButtonClass} mt-2`}
                  onClick={() => onDiscard(item)}
                  aria-label={t`Drop the change: ${subject}`}
                >
                  <Trans>Drop this change</Trans>
                </button>
              ) : null}
            </FormAlert>
          </li>
        );
      })}
    </ul>
  );
}

import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { ErrorCode } from '../../../domain/response-codes';
import type { OutboxItemError } from '../../lib/offline/outbox';
import type { SubmitState } from '../../lib/offline/submit-state';
import { linkClass, primaryButtonClass } from '../ui/styles';

/** The order a 60012 refusal names (the case already became it), if any. */
export function existingOrderOf(error: OutboxItemError | null | undefined): number | string | null {
  if (error?.code !== ErrorCode.alreadyOrdered) return null;
  return error.extra?.orderId ?? null;
}

/** Where a wizard's submitted order stands: waiting to sync, refused (with the server's message), or received. */
export function SubmissionBanner({
  submit,
  orderId,
  orderPath,
}: {
  submit: SubmitState;
  orderId: number | null;
  orderPath: (orderId: number | string) => string;
}) {
  if (submit.kind === 'draft') return null;
  if (submit.kind === 'waiting') {
    return (
      <p
        role="status"
        className="rounded-lg border border-teal-200 bg-teal-50 px-4 py-3 text-teal-950"
        data-testid="case-submit-waiting"
      >
        {submit.isSending ? (
          <Trans>Submitted. Sending it now…</Trans>
        ) : (
          <Trans>
            Submitted, waiting to sync. It is sent as soon as there is a connection; you can close this page.
          </Trans>
        )}
      </p>
    );
  }
  if (submit.kind === 'acknowledged') {
    return (
      <p
        role="status"
        className="rounded-lg border border-teal-200 bg-teal-50 px-4 py-3 text-teal-950"
        data-testid="case-submit-done"
      >
        <Trans>The case was received.</Trans>{' '}
        {orderId !== null ? (
          <Link href={orderPath(orderId)} className={linkClass}>
            <Trans>Open the order</Trans>
          </Link>
        ) : null}
      </p>
    );
  }
  const existing = existingOrderOf(submit.error);
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
      data-testid="case-submit-attention"
    >
      <p>{submit.error?.msg || <Trans>The server refused this case.</Trans>}</p>
      {existing !== null ? (
        <Link
          href={orderPath(existing)}
          className={`${primaryButtonClass} self-start`}
          data-testid="case-open-existing-order"
        >
          <Trans>Open the order</Trans>
        </Link>
      ) : (
        <p className="text-sm">
          <Trans>Correct the case and submit it again.</Trans>
        </p>
      )}
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import type { TCaseConflict } from '../../../../domain/orders/events';
import { CaseConflictSummary } from '../../../components/cases/case-conflict-summary';
import { ModalDialog } from '../../../components/ui/dialog';
import { primaryButtonClass } from '../../../components/ui/styles';

/**
 * 45005: the case moved on while the user was looking at it. Says what it is now and who changed it, when and why;
 * the page fetches the case again, and the form behind keeps what the user typed.
 */
export function DetailConflictDialog({ conflict, onClose }: { conflict: TCaseConflict; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <ModalDialog size="md" title={t`This case changed`} onClose={onClose}>
      <div className="grid gap-2 text-base text-slate-800" data-testid="case-conflict">
        <CaseConflictSummary
          conflict={conflict}
          reasonClassName="rounded-lg bg-slate-50 px-3 py-2"
          headline={(status) => (
            <p>
              <Trans>
                It is now <strong className="font-semibold">{status}</strong>.
              </Trans>
            </p>
          )}
        />
        <p className="text-sm text-slate-600">
          <Trans>Nothing was changed by you. What you entered is kept: review the case, then decide again.</Trans>
        </p>
      </div>
      <div className="mt-4 flex justify-end">
        <button type="button" autoFocus onClick={onClose} className={primaryButtonClass}>
          <Trans>Review the case</Trans>
        </button>
      </div>
    </ModalDialog>
  );
}

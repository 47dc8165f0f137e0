import { useEffect, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FEE_AGREEMENT_VERSION } from '../../../domain/payments/pay-security';
import { paySecurityApi } from '../../lib/payments/pay-security-api';
import { ModalDialog } from '../ui/dialog';
import { FieldError } from '../ui/form/form-field';
import { focusRing, primaryButtonClass } from '../ui/styles';

type FeeAgreementProps = {
  /** Told whether the current version is accepted (it then stays accepted: the server records it per user). */
  onAcceptedChange: (isAccepted: boolean) => void;
  error?: string | null;
};

const linkClass = `font-medium text-teal-800 underline underline-offset-2 ${focusRing}`;

/**
 * Spec section 5: the fee agreement is read and accepted before paying. A checkbox with the agreement in a dialog;
 * ticking it records the acceptance of the current version on the server (mergePay refuses without it, 46044). Once
 * accepted it shows ticked and stays so. Hosted by the confirm-order page (/mergePay/confirmOrder).
 */
export function FeeAgreement({ onAcceptedChange, error }: FeeAgreementProps) {
  const { t } = useLingui();
  const id = useId();
  const [isAccepted, setIsAccepted] = useState(false);
  /** Until the server said whether this user accepted it, the box waits (a tick then would be answered twice). */
  const [isKnown, setIsKnown] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    void paySecurityApi.agreementState().then((result) => {
      const accepted = result.ok && result.data.acceptedVersion === FEE_AGREEMENT_VERSION;
      setIsAccepted(accepted);
      setIsKnown(true);
      onAcceptedChange(accepted);
    });
    // Asked once: the answer is the user's, whatever the parent passes later.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function accept() {
    setFailure(null);
    const result = await paySecurityApi.acceptAgreement();
    if (!result.ok)
      return setFailure(result.msg || t`The agreement could not be accepted. Check the connection and try again.`);
    setIsAccepted(true);
    setIsOpen(false);
    onAcceptedChange(true);
  }

  return (
    <div data-testid="fee-agreement" data-state={isAccepted ? 'accepted' : isKnown ? 'open' : 'loading'}>
      <div className="flex items-center gap-3">
        <span className="-m-3 inline-flex size-11 shrink-0 items-center justify-center">
          <input
            id={id}
            type="checkbox"
            checked={isAccepted}
            disabled={isAccepted || !isKnown}
            aria-busy={!isKnown || undefined}
            onChange={(event) => (event.target.checked ? void accept() : undefined)}
            aria-invalid={error || failure ? true : undefined}
            className={`size-5 accent-teal-700 ${focusRing}`}
          />
        </span>
        <div className="flex flex-wrap items-center gap-x-2 text-sm leading-6 text-slate-700">
          <label htmlFor={id}>
            <Trans>I have read and accept the fee agreement.</Trans>
          </label>
          <button type="button" className={`${linkClass} min-h-11`} onClick={() => setIsOpen(true)}>
            <Trans>Read the fee agreement</Trans>
          </button>
        </div>
      </div>
      <FieldError id={`${id}-error`} error={failure ?? error} />
      {isOpen ? (
        <ModalDialog title={<Trans>Fee agreement</Trans>} onClose={() => setIsOpen(false)}>
          <FeeAgreementText />
          <div className="mt-6 flex justify-end">
            <button type="button" className={primaryButtonClass} onClick={() => void accept()} disabled={isAccepted}>
              {isAccepted ? <Trans>Accepted</Trans> : <Trans>I accept</Trans>}
            </button>
          </div>
        </ModalDialog>
      ) : null}
    </div>
  );
}

/** The agreement's text (version FEE_AGREEMENT_VERSION: raise it when this changes). */
export function FeeAgreementText() {
  return (
    <ol className="flex max-h-[60vh] list-decimal flex-col gap-3 overflow-y-auto pl-5 text-base leading-relaxed text-slate-700">
      <li>
        <Trans>
          The price of each order is the one the manufacturer set when it issued the payment order; it is shown before
          you pay and does not change after.
        </Trans>
      </li>
      <li>
        <Trans>
          You may pay several orders at once, from the clinic's balance, an online wallet, or both. Paying from the
          balance asks for the clinic's payment password when one is set.
        </Trans>
      </li>
      <li>
        <Trans>
          A payment is final once the wallet confirms it. An order paid twice by mistake is credited back to the
          clinic's balance.
        </Trans>
      </li>
      <li>
        <Trans>
          Refunds go back the way the money came, in whole or in part, when the manufacturer agrees to them.
        </Trans>
      </li>
      <li>
        <Trans>
          A payment link lets someone else pay the shown amount once, until it expires; it shows no patient data.
        </Trans>
      </li>
    </ol>
  );
}

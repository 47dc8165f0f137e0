import { useState, type ComponentType } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TCaseConflict } from '../../../../domain/orders/events';
import type { TTransitionRequest } from '../../../../domain/orders/move-requests';
import { caseStatusText } from '../../../components/cases/case-timeline';
import { confirm } from '../../../components/ui/confirm/confirm-store';
import { FormAlert } from '../../../components/ui/form-alert';
import {
  cardClass,
  dangerOutlineButtonClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../../components/ui/styles';
import type { CaseWrite } from '../api/factory-case-writes';
import { useCaseAction } from '../hooks/use-case-action';
import { usePermissions } from '../../../lib/session/permissions';
import { factoryActionsOf, type FactoryAction, type FactoryActionForm } from '../lib/factory-actions';
import type { FactoryActionTexts } from './action-labels';
import type { ActionFormProps, ActionTarget } from './action-form-props';
import { CaseConflictNotice } from './case-conflict-notice';
import { ReasonActionForm } from './reason-action-form';

/** The forms of the moves with fields of their own, as the order's line provides them (a reason's form is shared). */
export type ActionForms<D extends ActionTarget> = Partial<
  Record<Exclude<FactoryActionForm, 'confirm' | 'reason'>, ComponentType<ActionFormProps<D>>>
>;

type CaseActionPanelProps<D extends ActionTarget> = {
  detail: D;
  /** The order's product line: its status table gives the moves. */
  productLine: number;
  forms: ActionForms<D>;
  /** The line's plain status call. */
  transition: CaseWrite<TTransitionRequest>;
  /** What the line's factory moves are called and mean (its `FactoryActionTexts`, written in the line's folder). */
  texts: FactoryActionTexts<string>;
};

/** The form an action opens: the shared reason form, the line's own, or none (a plain move is confirmed). */
function formIn<D extends ActionTarget>(
  forms: ActionForms<D>,
  form: FactoryActionForm,
): ComponentType<ActionFormProps<D>> | undefined {
  return form === 'confirm' ? undefined : form === 'reason' ? ReasonActionForm : forms[form];
}

/**
 * What the factory can do with an order of any line now, from the moves of the line's table the server lists for the
 * status on screen. A plain change is confirmed, then sent; the others open their form here. After a conflict the
 * open form stays with its input, and says so when its action no longer applies.
 */
export function CaseActionPanel<D extends ActionTarget>({
  detail,
  productLine,
  forms,
  transition,
  texts,
}: CaseActionPanelProps<D>) {
  const { i18n, t } = useLingui();
  const [opened, setOpened] = useState<FactoryAction | null>(null);
  const [conflict, setConflict] = useState<TCaseConflict | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const can = usePermissions();
  const formOf = (form: FactoryActionForm) => formIn(forms, form);
  // A move whose form the line's screen lacks is not offered (the server refuses it without its fields).
  const actions = factoryActionsOf(productLine, detail.status, detail.nextStatuses, can).filter(
    (action) => action.form === 'confirm' || formOf(action.form) !== undefined,
  );
  const labelOf = (action: FactoryAction) => {
    const label = texts.revisionLabels?.[detail.status]?.[action.kind] ?? texts.labels[action.kind];
    if (!label) throw new Error(`The line's factory view has no label for ${action.kind}`);
    return i18n._(label);
  };

  function done(action: FactoryAction) {
    setOpened(null);
    setConflict(null);
    setOutcome(t`Done: ${labelOf(action)}.`);
  }

  const direct = useCaseAction(transition, { onDone: () => undefined, onConflict: setConflict });

  async function choose(action: FactoryAction) {
    setOutcome(null);
    setConflict(null);
    if (action.form !== 'confirm') {
      setOpened(action);
      return;
    }
    setOpened(null);
    const body = texts.confirmBodies?.[action.kind];
    const label = labelOf(action);
    const isConfirmed = await confirm({ title: t`${label}?`, body, confirmLabel: label });
    if (isConfirmed && (await direct.run({ orderId: detail.orderId, expectedStatus: detail.status, to: action.to }))) {
      done(action);
    }
  }

  const openedForm = opened?.form;
  const OpenedForm =
    openedForm === 'reason' ? ReasonActionForm : openedForm && openedForm !== 'confirm' ? forms[openedForm] : undefined;
  const status = caseStatusText(i18n, detail.status, productLine);

  return (
    <section aria-labelledby="factory-actions-title" className={`${cardClass} flex flex-col gap-4`}>
      <h2 id="factory-actions-title" className="text-lg font-semibold text-slate-900">
        <Trans>Actions</Trans>
      </h2>
      {conflict ? (
        <CaseConflictNotice conflict={conflict} productLine={productLine} onDismiss={() => setConflict(null)} />
      ) : null}
      {outcome ? <FormAlert tone="success">{outcome}</FormAlert> : null}
      {direct.formError ? <FormAlert>{direct.formError}</FormAlert> : null}

      {actions.length === 0 ? (
        <p className="text-base text-slate-600">
          <Trans>Nothing for the factory to do while the case is “{status}”.</Trans>
        </p>
      ) : (
        <div className="flex flex-wrap gap-3">
          {actions.map((action) => (
            <button
              key={action.kind}
              type="button"
              onClick={() => void choose(action)}
              disabled={direct.isPending}
              aria-expanded={action.form === 'confirm' ? undefined : opened?.kind === action.kind}
              className={
                action.isDestructive
                  ? dangerOutlineButtonClass
                  : opened?.kind === action.kind
                    ? secondaryButtonClass
                    : primaryButtonClass
              }
            >
              {labelOf(action)}
            </button>
          ))}
        </div>
      )}

      {opened && OpenedForm ? (
        <OpenedForm
          key={opened.kind}
          detail={detail}
          transition={transition}
          action={opened}
          label={labelOf(opened)}
          reasonHint={texts.reasonHints?.[opened.kind]}
          isStillValid={actions.some((action) => action.kind === opened.kind)}
          onCancel={() => setOpened(null)}
          onDone={() => done(opened)}
          onConflict={setConflict}
        />
      ) : null}
    </section>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { linkClass } from '../ui/styles';
import type { StepErrors } from './wizard-definition';
import { hasProblems } from './wizard-steps';

/**
 * The top of every wizard's preview step: what still blocks the submit (each step's problems, with a way back to
 * it) and what the submit will ask about (shown here first, so nothing surprises the doctor).
 */
export function PreviewChecks<StepId extends string>({
  steps,
  problems,
  warnings,
  goTo,
}: {
  steps: readonly { id: StepId; label: MessageDescriptor }[];
  problems: Readonly<Record<string, StepErrors>>;
  warnings: readonly string[];
  goTo: (step: StepId) => void;
}) {
  const { i18n } = useLingui();
  const blocking = steps.filter((step) => hasProblems(problems[step.id] ?? {}));
  return (
    <>
      {blocking.length > 0 ? (
        <div
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 print:hidden"
          data-testid="case-preview-problems"
        >
          <p className="font-medium">
            <Trans>Complete these steps before you submit:</Trans>
          </p>
          <ul className="mt-1 flex flex-col">
            {blocking.map((step) => (
              <li key={step.id} className="flex flex-wrap items-center gap-x-3">
                <button type="button" className={linkClass} onClick={() => goTo(step.id)}>
                  {i18n._(step.label)}
                </button>
                <span className="text-sm">{Object.values(problems[step.id] ?? {}).join(' ')}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {warnings.length > 0 ? (
        <div
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 print:hidden"
          data-testid="case-preview-warnings"
        >
          <p className="font-medium">
            <Trans>Check before you submit:</Trans>
          </p>
          <ul className="mt-1 list-disc ps-5">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderShowType } from '../../../../domain/accounts/personal-info';

const optionClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center px-4 text-base font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

/** List or cards: the case list's two views, as two pressed-or-not buttons. */
export function CaseViewSwitch({ value, onChange }: { value: OrderShowType; onChange: (next: OrderShowType) => void }) {
  const { t } = useLingui();
  const option = (type: OrderShowType, label: React.ReactNode) => (
    <button
      type="button"
      aria-pressed={value === type}
      onClick={() => onChange(type)}
      className={`${optionClass} ${value === type ? 'bg-teal-700 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'}`}
    >
      {label}
    </button>
  );
  return (
    <div
      role="group"
      aria-label={t`Case list view`}
      className="inline-flex overflow-hidden rounded-lg border border-slate-300"
    >
      {option('listShow', <Trans>List</Trans>)}
      {option('cardShow', <Trans>Cards</Trans>)}
    </div>
  );
}

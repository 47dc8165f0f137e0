import { Trans, useLingui } from '@lingui/react/macro';
import {
  calculateDoses,
  validateDoseInput,
  type DoseInputError,
} from '../../../../domain/anesthetics/dose-calculation';
import { RULE_SETS } from '../../../../domain/anesthetics/rule-sets';
import { SelectField } from '../../../components/ui/form/select-field';
import { NumericField } from '../../../components/ui/form/numeric-field';
import { cardClass } from '../../../components/ui/styles';
import { CountDetailLinks } from '../components/count-detail-links';
import { GivenDoses } from '../components/given-doses';
import { ProductResultCard } from '../components/product-result-card';
import { SourceNote } from '../components/source-note';
import { ToolPage } from '../components/tool-page';
import { useCalculatorForm } from '../hooks/use-calculator-form';
import { toDoseInput } from '../lib/calculator-input';
import { formatNumber } from '../lib/format';

/** /anestheticCount: the maximum dose and cartridges of each local anesthetic for one patient (spec section 2). */
export function AnestheticCalculatorPage() {
  const { i18n, t } = useLingui();
  const [form, setForm] = useCalculatorForm();
  const input = toDoseInput(form);
  const errors = validateDoseInput(input);
  const messageOf = (field: DoseInputError['field']) => {
    const error = errors.find((candidate) => candidate.field === field);
    return error ? i18n._(error.message) : null;
  };
  // An empty field is not an error yet: the page asks for it below instead.
  const errorOf = (field: DoseInputError['field'], text: string) => (text.trim() === '' ? null : messageOf(field));
  const result = errors.length === 0 ? calculateDoses(input) : null;
  const ruleSet = RULE_SETS.find((set) => set.id === form.ruleSetId);

  return (
    <ToolPage
      title={<Trans>Anesthetic calculator</Trans>}
      intro={
        <Trans>
          Maximum doses and cartridges of local anesthetic for one patient and one visit. Check every figure against the
          product you use.
        </Trans>
      }
    >
      <CountDetailLinks />
      <form className={`${cardClass} grid gap-4 md:grid-cols-2`} onSubmit={(event) => event.preventDefault()}>
        <NumericField
          label={<Trans>Weight (kg)</Trans>}
          max={999}
          decimals={1}
          value={form.weightKg}
          error={errorOf('weightKg', form.weightKg)}
          onValueChange={(weightKg) => setForm({ ...form, weightKg })}
        />
        <NumericField
          label={<Trans>Age (years)</Trans>}
          max={999}
          decimals={1}
          value={form.ageYears}
          error={errorOf('ageYears', form.ageYears)}
          onValueChange={(ageYears) => setForm({ ...form, ageYears })}
        />
        <SelectField
          label={<Trans>Rule set</Trans>}
          value={form.ruleSetId}
          options={RULE_SETS.map((set) => ({ value: set.id, label: i18n._(set.name) }))}
          hint={ruleSet ? i18n._(ruleSet.description) : undefined}
          onChange={(event) => setForm({ ...form, ruleSetId: event.target.value })}
        />
        <label className="flex min-h-11 items-center gap-3 self-start text-base text-slate-800 md:mt-7">
          <input
            type="checkbox"
            className="size-6 accent-teal-700"
            checked={form.hasCardiacDisease}
            onChange={(event) => setForm({ ...form, hasCardiacDisease: event.target.checked })}
          />
          <Trans>Cardiovascular disease (epinephrine at most 0.04 mg)</Trans>
        </label>
        <div className="md:col-span-2">
          <GivenDoses lines={form.given} onChange={(given) => setForm({ ...form, given })} />
          {messageOf('given') ? <p className="mt-1 text-sm text-red-700">{messageOf('given')}</p> : null}
        </div>
      </form>

      {result ? (
        <section aria-labelledby="dose-results" className="flex flex-col gap-4">
          <h2 id="dose-results" className="text-xl font-semibold text-slate-900">
            <Trans>Maximum for this patient</Trans>
          </h2>
          <div className={`${cardClass} flex flex-col gap-1 text-base text-slate-800`}>
            <p>
              <Trans>
                Epinephrine this visit: {formatNumber(i18n, result.epinephrineGivenMg, 3)} mg given of at most{' '}
                {formatNumber(i18n, result.epinephrineCeiling.value, 2)} mg.
              </Trans>
            </p>
            <SourceNote figure={result.epinephrineCeiling} />
            {result.usedShare > 0 && Number.isFinite(result.usedShare) ? (
              <p>
                <Trans>
                  What was already given used {formatNumber(i18n, result.usedShare * 100, 0)}% of the maximum.
                </Trans>
              </p>
            ) : null}
          </div>
          {result.isOverLimit ? (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 p-4 text-base font-medium text-red-800"
            >
              <Trans>
                The maximum for this visit has been reached or passed. Give no more anesthetic and watch the patient.
              </Trans>
            </p>
          ) : null}
          {result.hasUncountedDose ? (
            <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-base text-amber-900">
              <Trans>
                A drug already given has no maximum in this rule set, so what is left cannot be worked out. Choose a
                rule set that covers it.
              </Trans>
            </p>
          ) : null}
          <div className="grid gap-4 md:grid-cols-2">
            {result.products.map((product) => (
              <ProductResultCard key={product.product.id} result={product} weightKg={input.weightKg!} />
            ))}
          </div>
        </section>
      ) : (
        <p className="text-base text-slate-600">{t`Enter the weight and age to see the maximum doses.`}</p>
      )}
    </ToolPage>
  );
}

import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChoiceChips } from '../../../components/cases/choice-fields';
import { SelectField } from '../../../components/ui/form/select-field';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { OTHER_DESCRIPTION_MAX } from '../../../../domain/orders/order-model';
import { IMPLANT_CATALOGUE } from '../../../../domain/lines/dentures/implants';
import {
  ABUTMENT_EDGES,
  ABUTMENT_SOURCES,
  DESIGN_REQUIREMENTS,
  FIXATIONS,
  OPPOSING_ADJUSTMENTS_MM,
} from '../../../../domain/lines/dentures/prosthetics';
import type { StepErrors } from '../../../components/wizard/wizard-definition';
import type { UnitDraft } from '../wizard-draft';

/** The yes-or-no options of a unit, as chips. */
const FLAGS = [
  { value: 'porcelain', label: msg`Porcelain` },
  { value: 'tryIn', label: msg`Try-in` },
  { value: 'attachments', label: msg`Attachments` },
  { value: 'postCore', label: msg`Post core` },
] as const;
type Flag = (typeof FLAGS)[number]['value'];

const NO_IMPLANT = {
  brand: '',
  system: '',
  model: '',
  abutmentSource: 'bought',
  scanBar: false,
  substituteAnalog: false,
};

/**
 * One unit's prosthetic options (docs/orders.md, fixed dentures): pontic (in a bridge), implant (brand, system and
 * model as a chain, abutment bought or sent, scan bars, a substitute analog), post core, fixation, abutment edge,
 * porcelain, try-in, attachments, opposing-arch adjustment and design requirements. `errorAt(path)` is the unit's
 * error at a path of its schema.
 */
export function UnitOptions({
  unit,
  isBridgeUnit,
  onChange,
  errors,
  errorPath,
}: {
  unit: UnitDraft;
  isBridgeUnit: boolean;
  onChange: (unit: UnitDraft) => void;
  errors: StepErrors;
  /** The unit's path in the teeth step's schema (`restorations.0.unit`). */
  errorPath: string;
}) {
  const { i18n, t } = useLingui();
  const errorAt = (path: string) => errors[`${errorPath}.${path}`];
  const set = (change: Partial<UnitDraft>) => onChange({ ...unit, ...change });
  const implant = unit.implant ?? null;
  const brand = IMPLANT_CATALOGUE.find((candidate) => candidate.value === implant?.brand);
  const system = brand?.systems.find((candidate) => candidate.value === implant?.system);
  const setImplant = (change: Partial<typeof NO_IMPLANT>) =>
    set({ implant: { ...NO_IMPLANT, ...implant, ...change } as UnitDraft['implant'] });
  const flags = FLAGS.filter((flag) => unit[flag.value] === true).map((flag) => flag.value);
  const choose = t`Choose…`;
  const other = (unit.designRequirements ?? []).includes('other');

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {isBridgeUnit ? (
          <label className="inline-flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="size-5"
              checked={unit.pontic === true}
              onChange={(event) =>
                set(
                  event.target.checked
                    ? { pontic: true, implant: null, postCore: false, abutmentEdge: null }
                    : { pontic: false },
                )
              }
            />
            <Trans>Pontic (replaces a missing tooth)</Trans>
          </label>
        ) : null}
        {unit.pontic ? null : (
          <label className="inline-flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="size-5"
              checked={implant !== null}
              onChange={(event) =>
                set(
                  event.target.checked
                    ? { implant: { ...NO_IMPLANT } as UnitDraft['implant'], postCore: false }
                    : { implant: null },
                )
              }
            />
            <Trans>On an implant</Trans>
          </label>
        )}
      </div>
      {implant ? (
        <div className="grid gap-3 md:grid-cols-3">
          <SelectField
            label={<Trans>Implant brand</Trans>}
            value={implant.brand}
            placeholder={choose}
            options={IMPLANT_CATALOGUE.map((candidate) => ({ value: candidate.value, label: candidate.name }))}
            onChange={(event) => setImplant({ brand: event.target.value, system: '', model: '' })}
            error={errorAt('implant.brand')}
            isRequired
          />
          <SelectField
            label={<Trans>Implant system</Trans>}
            value={implant.system}
            placeholder={choose}
            options={(brand?.systems ?? []).map((candidate) => ({ value: candidate.value, label: candidate.name }))}
            onChange={(event) => setImplant({ system: event.target.value, model: '' })}
            error={errorAt('implant.system')}
            isRequired
          />
          <SelectField
            label={<Trans>Implant model</Trans>}
            value={implant.model}
            placeholder={choose}
            options={(system?.models ?? []).map((model) => ({ value: model, label: model }))}
            onChange={(event) => setImplant({ model: event.target.value })}
            error={errorAt('implant.model')}
            isRequired
          />
          <SelectField
            label={<Trans>Abutment</Trans>}
            value={implant.abutmentSource ?? 'bought'}
            options={ABUTMENT_SOURCES.list.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
            onChange={(event) => setImplant({ abutmentSource: event.target.value })}
          />
          <label className="inline-flex min-h-11 items-center gap-2 self-end">
            <input
              type="checkbox"
              className="size-5"
              checked={implant.scanBar === true}
              onChange={(event) => setImplant({ scanBar: event.target.checked })}
            />
            <Trans>Scan bars</Trans>
          </label>
          <label className="inline-flex min-h-11 items-center gap-2 self-end">
            <input
              type="checkbox"
              className="size-5"
              checked={implant.substituteAnalog === true}
              onChange={(event) => setImplant({ substituteAnalog: event.target.checked })}
            />
            <Trans>Substitute implant analog (deposit)</Trans>
          </label>
        </div>
      ) : null}
      {unit.pontic ? null : (
        <div className="grid gap-3 md:grid-cols-3">
          <SelectField
            label={<Trans>Abutment edge</Trans>}
            value={unit.abutmentEdge ?? ''}
            placeholder={choose}
            options={ABUTMENT_EDGES.list.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
            onChange={(event) => set({ abutmentEdge: (event.target.value || null) as UnitDraft['abutmentEdge'] })}
            error={errorAt('abutmentEdge')}
            isRequired
          />
          <SelectField
            label={<Trans>Fixation</Trans>}
            value={unit.fixation ?? 'cemented'}
            options={FIXATIONS.list.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
            onChange={(event) => set({ fixation: event.target.value as UnitDraft['fixation'] })}
          />
          <SelectField
            label={<Trans>Opposing arch adjustment</Trans>}
            value={
              unit.opposingAdjustmentMm === null || unit.opposingAdjustmentMm === undefined
                ? ''
                : String(unit.opposingAdjustmentMm)
            }
            placeholder={t`None`}
            options={OPPOSING_ADJUSTMENTS_MM.map((mm) => ({ value: String(mm), label: t`${mm} mm` }))}
            onChange={(event) =>
              set({
                opposingAdjustmentMm: (event.target.value
                  ? Number(event.target.value)
                  : null) as UnitDraft['opposingAdjustmentMm'],
              })
            }
          />
        </div>
      )}
      <ChoiceChips
        legend={<Trans>Options</Trans>}
        options={
          unit.pontic
            ? FLAGS.filter((flag) => flag.value !== 'postCore')
            : implant
              ? FLAGS.filter((flag) => flag.value !== 'postCore')
              : FLAGS
        }
        values={flags}
        onChange={(chosen: Flag[]) =>
          set(Object.fromEntries(FLAGS.map((flag) => [flag.value, chosen.includes(flag.value)])) as Partial<UnitDraft>)
        }
        error={errorAt('postCore')}
      />
      <ChoiceChips
        legend={<Trans>Design requirements</Trans>}
        options={DESIGN_REQUIREMENTS.list}
        values={unit.designRequirements ?? []}
        onChange={(designRequirements) => set({ designRequirements })}
      />
      {other ? (
        <TextAreaField
          label={<Trans>Other design requirement</Trans>}
          value={unit.otherDescription ?? ''}
          maxLength={OTHER_DESCRIPTION_MAX}
          onChange={(event) => set({ otherDescription: event.target.value })}
          error={errorAt('otherDescription')}
          hint={<Trans>At most {OTHER_DESCRIPTION_MAX} characters.</Trans>}
          isRequired
        />
      ) : null}
    </div>
  );
}

import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { TOOTH_NOTATION_LABELS } from '../../../../domain/lines/dentures/prosthetics';
import {
  toothLabel,
  TOOTH_NOTATIONS,
  type Dentition,
  type ToothNotation,
} from '../../../../domain/lines/dentures/teeth';
import { SegmentedChoice } from '../../../components/cases/choice-fields';
import { FieldError } from '../../../components/ui/form/form-field';
import { dangerOutlineButtonClass, secondaryButtonClass } from '../../../components/ui/styles';
import type { WizardScreenProps } from '../../../components/wizard/wizard-definition';
import { rememberNotation } from '../notation-preference';
import { archOrder, ToothChart, type ToothMark } from '../tooth-chart';
import { newUnit, type DentureWizardDraft, type RestorationDraft, type UnitDraft } from '../wizard-draft';
import { UnitOptions } from './unit-options';

const DENTITION_OPTIONS = [
  { value: 'permanent', label: msg`Permanent teeth` },
  { value: 'primary', label: msg`Primary teeth` },
] as const;
const NOTATION_OPTIONS = TOOTH_NOTATIONS.map((value) => ({ value, label: TOOTH_NOTATION_LABELS[value] }));

const unitsOfDraft = (restoration: RestorationDraft): UnitDraft[] =>
  restoration.kind === 'single' ? [restoration.unit] : restoration.units;

/**
 * Step 2: the teeth and their prosthetics. Tap teeth on the chart, then add them as single crowns or as one bridge
 * (teeth side by side, in order along the arch); each unit then takes its options. The notation is the user's
 * choice, remembered on this device for the next order; the teeth are stored as FDI numbers whatever it is.
 */
export function TeethStep({ draft, update, errors }: WizardScreenProps<DentureWizardDraft>) {
  const { t } = useLingui();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [dentition, setDentition] = useState<Dentition>('permanent');
  const { notation, restorations } = draft.teeth;
  const marks = new Map<number, ToothMark>(
    restorations.flatMap((restoration) =>
      unitsOfDraft(restoration).map(
        (unit) => [unit.tooth, restoration.kind === 'single' ? 'crown' : 'bridge'] as const,
      ),
    ),
  );
  const label = (tooth: number) => toothLabel(tooth, notation);
  const setRestorations = (change: (current: RestorationDraft[]) => RestorationDraft[]) =>
    update((current) => ({
      ...current,
      teeth: { ...current.teeth, restorations: change(current.teeth.restorations) },
    }));
  const ordered = [...selected].sort((first, second) => archOrder(first) - archOrder(second));

  function toggle(tooth: number) {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(tooth)) next.add(tooth);
      return next;
    });
  }

  function add(kind: 'single' | 'bridge') {
    const added: RestorationDraft[] =
      kind === 'single'
        ? ordered.map((tooth) => ({ kind: 'single', unit: newUnit(tooth) }))
        : [{ kind: 'bridge', units: ordered.map(newUnit) }];
    setRestorations((current) => [...current, ...added]);
    setSelected(new Set());
  }

  function setNotation(next: ToothNotation) {
    rememberNotation(next);
    update((current) => ({ ...current, teeth: { ...current.teeth, notation: next } }));
  }

  const setUnit = (index: number, unitIndex: number, unit: UnitDraft) =>
    setRestorations((current) =>
      current.map((restoration, at): RestorationDraft => {
        if (at !== index) return restoration;
        if (restoration.kind === 'single') return { ...restoration, unit };
        return { ...restoration, units: restoration.units.map((old, i) => (i === unitIndex ? unit : old)) };
      }),
    );

  return (
    <div className="flex flex-col gap-5">
      <SegmentedChoice
        legend={<Trans>Tooth notation</Trans>}
        options={NOTATION_OPTIONS}
        value={notation}
        onChange={setNotation}
      />
      <SegmentedChoice
        legend={<Trans>Teeth</Trans>}
        options={DENTITION_OPTIONS}
        value={dentition}
        onChange={setDentition}
      />
      <ToothChart notation={notation} dentition={dentition} selected={selected} marks={marks} onToggle={toggle} />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={selected.size === 0}
          onClick={() => add('single')}
          data-testid="add-crowns"
        >
          <Trans>Add as single crowns</Trans>
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={selected.size < 2}
          onClick={() => add('bridge')}
          data-testid="add-bridge"
        >
          <Trans>Add as a bridge</Trans>
        </button>
        <p className="text-sm text-slate-600">
          {selected.size === 0 ? (
            <Trans>Tap the teeth to restore.</Trans>
          ) : (
            <Trans>Selected: {ordered.map(label).join(', ')}</Trans>
          )}
        </p>
      </div>
      <FieldError id="denture-teeth-error" error={errors.restorations ?? errors.dentureType} />
      <ol className="flex flex-col gap-4">
        {restorations.map((restoration, index) => {
          const units = unitsOfDraft(restoration);
          const teeth = units.map((unit) => label(unit.tooth)).join(' – ');
          const path = `restorations.${index}`;
          return (
            <li key={units.map((unit) => unit.tooth).join('-')} className="rounded-lg border border-slate-200 p-4">
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-base font-semibold text-slate-900">
                  {restoration.kind === 'single' ? <Trans>Crown {teeth}</Trans> : <Trans>Bridge {teeth}</Trans>}
                </h3>
                <button
                  type="button"
                  className={dangerOutlineButtonClass}
                  onClick={() => setRestorations((current) => current.filter((_, at) => at !== index))}
                >
                  <Trans>Remove</Trans>
                </button>
              </div>
              <FieldError id={`denture-${path}-error`} error={errors[`${path}.units`] ?? errors[path]} />
              <div className="flex flex-col gap-4">
                {units.map((unit, unitIndex) => (
                  <section key={unit.tooth} aria-label={t`Tooth ${label(unit.tooth)}`} className="flex flex-col gap-2">
                    {restoration.kind === 'bridge' ? (
                      <h4 className="text-sm font-semibold text-slate-800">
                        <Trans>Tooth {label(unit.tooth)}</Trans>
                      </h4>
                    ) : null}
                    <UnitOptions
                      unit={unit}
                      isBridgeUnit={restoration.kind === 'bridge'}
                      onChange={(changed) => setUnit(index, unitIndex, changed)}
                      errors={errors}
                      errorPath={restoration.kind === 'single' ? `${path}.unit` : `${path}.units.${unitIndex}`}
                    />
                  </section>
                ))}
              </div>
            </li>
          );
        })}
      </ol>
      <CustomTrayChoice
        isChecked={draft.teeth.customTray ?? false}
        onChange={(customTray) => update((current) => ({ ...current, teeth: { ...current.teeth, customTray } }))}
      />
    </div>
  );
}

/** The order's custom impression tray (61-63): the lab makes it from the model before the design. */
function CustomTrayChoice({ isChecked, onChange }: { isChecked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="flex flex-col gap-1">
      <label className="inline-flex min-h-11 items-center gap-3 text-base text-slate-900">
        <input
          type="checkbox"
          className="size-5"
          name="customTray"
          checked={isChecked}
          aria-describedby="denture-custom-tray-hint"
          onChange={(event) => onChange(event.target.checked)}
        />
        <Trans>Custom impression tray</Trans>
      </label>
      <p id="denture-custom-tray-hint" className="text-sm text-slate-600">
        <Trans>
          The lab makes a tray from the model for the final impression (implants picked up in an open tray, long
          bridges) and sends it before the design starts.
        </Trans>
      </p>
    </div>
  );
}

import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  GUIDE_SHADES,
  SHADE_GUIDES,
  SHADES_PER_TOOTH_MAX,
  STUMP_SHADES,
  type ShadeGuide,
} from '../../../../domain/lines/dentures/shades';
import { restoredTeeth } from '../../../../domain/lines/dentures/prosthetics';
import { toothLabel } from '../../../../domain/lines/dentures/teeth';
import { SelectField } from '../../../components/ui/form/select-field';
import { FieldError } from '../../../components/ui/form/form-field';
import { linkClass, secondaryButtonClass } from '../../../components/ui/styles';
import type { WizardScreenProps } from '../../../components/wizard/wizard-definition';
import type { DentureWizardDraft, ShadesDraft } from '../wizard-draft';
import type { TRestoration } from '../../../../domain/lines/dentures/prosthetics';

type ToothShadesDraft = ShadesDraft['teeth'][number];
type ShadeDraft = ToothShadesDraft['shades'][number];

const DEFAULT_SHADE: ShadeDraft = { guide: 'vitaClassical', shade: 'A2' };

/**
 * Step 3: the shades. A line per restored tooth, with up to three shades (cervical, body, incisal, as labs read
 * them) from the VITA classical, VITA 3D-Master or Chromascop guide, and the stump shade under an all-ceramic crown.
 * The first tooth's shades can be copied to every tooth.
 */
export function ShadesStep({ draft, update, errors }: WizardScreenProps<DentureWizardDraft>) {
  const { i18n, t } = useLingui();
  const teeth = restoredTeeth({ restorations: draft.teeth.restorations as TRestoration[] });
  const entries = teeth.map(
    (tooth): ToothShadesDraft =>
      draft.shades.teeth.find((entry) => entry.tooth === tooth) ?? { tooth, shades: [DEFAULT_SHADE], stumpShade: null },
  );
  const write = (next: ToothShadesDraft[]) =>
    update((current) => ({ ...current, shades: { ...current.shades, teeth: next } }));
  const setEntry = (tooth: number, change: Partial<ToothShadesDraft>) =>
    write(entries.map((entry) => (entry.tooth === tooth ? { ...entry, ...change } : entry)));
  // What is shown is what is kept: the restored teeth's lines (a new tooth with the default shade), no other tooth's.
  const shownTeeth = entries.map((entry) => entry.tooth).join(',');
  const keptTeeth = draft.shades.teeth.map((entry) => entry.tooth).join(',');
  useEffect(() => {
    if (shownTeeth !== keptTeeth) write(entries);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the teeth differ, not on every render
  }, [shownTeeth, keptTeeth]);
  const guideOptions = SHADE_GUIDES.list.map((option) => ({ value: option.value, label: i18n._(option.label) }));

  if (teeth.length === 0) {
    return (
      <p className="text-slate-700">
        <Trans>Choose the teeth to restore first.</Trans>
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <FieldError id="denture-shades-error" error={errors.teeth} />
      <div>
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => write(entries.map((entry) => ({ ...entries[0]!, tooth: entry.tooth })))}
          disabled={entries.length < 2}
        >
          <Trans>Use the first tooth’s shades for every tooth</Trans>
        </button>
      </div>
      <ol className="flex flex-col gap-4">
        {entries.map((entry, index) => {
          const label = toothLabel(entry.tooth, draft.teeth.notation);
          const setShade = (at: number, change: Partial<ShadeDraft>) =>
            setEntry(entry.tooth, {
              shades: entry.shades.map((shade, i) => (i === at ? { ...shade, ...change } : shade)),
            });
          return (
            <li
              key={entry.tooth}
              className="rounded-lg border border-slate-200 p-4"
              data-testid={`shades-${entry.tooth}`}
            >
              <h3 className="mb-2 text-base font-semibold text-slate-900">
                <Trans>Tooth {label}</Trans>
              </h3>
              <FieldError id={`denture-shades-${index}-error`} error={errors[`teeth.${index}.shades`]} />
              <div className="flex flex-col gap-3">
                {entry.shades.map((shade, at) => (
                  <div key={at} className="grid items-end gap-3 md:grid-cols-[1fr_1fr_auto]">
                    <SelectField
                      label={<Trans>Shade guide {at + 1}</Trans>}
                      value={shade.guide}
                      options={guideOptions}
                      onChange={(event) => {
                        const guide = event.target.value as ShadeGuide;
                        setShade(at, { guide, shade: GUIDE_SHADES[guide][0] ?? '' });
                      }}
                    />
                    <SelectField
                      label={<Trans>Shade {at + 1}</Trans>}
                      value={shade.shade}
                      options={GUIDE_SHADES[shade.guide as ShadeGuide].map((value) => ({ value, label: value }))}
                      onChange={(event) => setShade(at, { shade: event.target.value })}
                      error={errors[`teeth.${index}.shades.${at}.shade`]}
                    />
                    <button
                      type="button"
                      className={linkClass}
                      disabled={entry.shades.length === 1}
                      onClick={() => setEntry(entry.tooth, { shades: entry.shades.filter((_, i) => i !== at) })}
                    >
                      <Trans>Remove</Trans>
                    </button>
                  </div>
                ))}
                <div className="flex flex-wrap items-end gap-3">
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    disabled={entry.shades.length >= SHADES_PER_TOOTH_MAX}
                    onClick={() =>
                      setEntry(entry.tooth, { shades: [...entry.shades, entry.shades.at(-1) ?? DEFAULT_SHADE] })
                    }
                  >
                    <Trans>Add a shade</Trans>
                  </button>
                  <SelectField
                    label={<Trans>Stump shade</Trans>}
                    value={entry.stumpShade ?? ''}
                    placeholder={t`None`}
                    options={STUMP_SHADES.map((value) => ({ value, label: value }))}
                    onChange={(event) =>
                      setEntry(entry.tooth, {
                        stumpShade: (event.target.value || null) as ToothShadesDraft['stumpShade'],
                      })
                    }
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

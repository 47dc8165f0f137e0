import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { optionLabel } from '../../../components/cases/case-labels';
import {
  BLACK_TRIANGLES,
  EDENTULOUS_AREAS,
  FORM_DESIGNS,
  OCCLUSIONS,
  PROXIMAL_CONTACTS,
  TRANSPARENCIES,
  type TDesignPreferences,
} from '../../../../domain/lines/dentures/design';
import { IMPLANT_CATALOGUE } from '../../../../domain/lines/dentures/implants';
import {
  ABUTMENT_EDGES,
  ABUTMENT_SOURCES,
  DESIGN_REQUIREMENTS,
  FIXATIONS,
} from '../../../../domain/lines/dentures/prosthetics';
import { toothLabel, type ToothNotation } from '../../../../domain/lines/dentures/teeth';
import type { RestorationDraft, UnitDraft } from '../wizard-draft';

/**
 * How a fixed-denture order reads on paper and on screen, one wording for the wizard's lab slip and the order's pages
 * (the clinic's and the factory's): a unit's options, the design preferences, a tooth in FDI and the reader's notation.
 */

export const unitsOfRestoration = (restoration: RestorationDraft): UnitDraft[] =>
  restoration.kind === 'single' ? [restoration.unit] : restoration.units;

/** A tooth in FDI and, when the reader uses another notation, in that one too: `11 (1┘)`. */
export function toothInBoth(tooth: number, notation: ToothNotation): string {
  return notation === 'fdi' ? String(tooth) : `${tooth} (${toothLabel(tooth, notation)})`;
}

/** A unit's options in a line: implant, abutment, post core, fixation, edge, porcelain, try-in, requirements. */
export function unitSummary(i18n: I18n, unit: UnitDraft): string {
  if (unit.pontic) return i18n._(msg`pontic`);
  const parts: string[] = [];
  if (unit.implant) {
    const brand = IMPLANT_CATALOGUE.find((candidate) => candidate.value === unit.implant?.brand);
    const system = brand?.systems.find((candidate) => candidate.value === unit.implant?.system);
    const brandName = brand?.name ?? '';
    const systemName = system?.name ?? '';
    const model = unit.implant.model ?? '';
    parts.push(
      i18n._(msg`implant ${brandName} ${systemName} ${model}`),
      optionLabel(i18n, ABUTMENT_SOURCES.list, unit.implant.abutmentSource),
    );
  }
  if (unit.postCore) parts.push(i18n._(msg`post core`));
  parts.push(optionLabel(i18n, FIXATIONS.list, unit.fixation ?? 'cemented'));
  parts.push(optionLabel(i18n, ABUTMENT_EDGES.list, unit.abutmentEdge));
  if (unit.porcelain) parts.push(i18n._(msg`porcelain`));
  if (unit.tryIn) parts.push(i18n._(msg`try-in`));
  if (unit.attachments) parts.push(i18n._(msg`attachments`));
  const adjustment = unit.opposingAdjustmentMm;
  if (adjustment) parts.push(i18n._(msg`opposing arch −${adjustment} mm`));
  for (const requirement of unit.designRequirements ?? []) {
    parts.push(
      requirement === 'other' ? (unit.otherDescription ?? '') : optionLabel(i18n, DESIGN_REQUIREMENTS.list, requirement),
    );
  }
  return parts.filter(Boolean).join(', ');
}

const DESIGN_FIELDS: readonly [MessageDescriptor, keyof TDesignPreferences, { list: readonly { value: string; label: MessageDescriptor }[] }][] = [
  [msg`Occlusion`, 'occlusion', OCCLUSIONS],
  [msg`Proximal contact`, 'proximalContact', PROXIMAL_CONTACTS],
  [msg`Edentulous area`, 'edentulousArea', EDENTULOUS_AREAS],
  [msg`Black triangle`, 'blackTriangle', BLACK_TRIANGLES],
  [msg`Transparency`, 'transparency', TRANSPARENCIES],
  [msg`Form design`, 'formDesign', FORM_DESIGNS],
];

/** The design preferences as term and value ('' where not chosen). */
export function designLines(i18n: I18n, design: Partial<TDesignPreferences>): [string, string][] {
  return DESIGN_FIELDS.map(([term, key, options]) => [
    i18n._(term),
    optionLabel(i18n, options.list, design[key] as string | undefined),
  ]);
}

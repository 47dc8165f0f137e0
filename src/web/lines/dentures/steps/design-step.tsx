import { Trans } from '@lingui/react/macro';
import {
  BLACK_TRIANGLES,
  EDENTULOUS_AREAS,
  FORM_DESIGNS,
  OCCLUSIONS,
  PROXIMAL_CONTACTS,
  TRANSPARENCIES,
  type TDesignPreferences,
} from '../../../../domain/lines/dentures/design';
import { SegmentedChoice } from '../../../components/cases/choice-fields';
import type { WizardScreenProps } from '../../../components/wizard/wizard-definition';
import type { DentureWizardDraft } from '../wizard-draft';

/**
 * Step 4: the denture design preferences (spec section 3): occlusion, proximal contact, edentulous area and black
 * triangle, each required; transparency and form design only when the clinic has a wish.
 */
export function DesignStep({ draft, update, errors }: WizardScreenProps<DentureWizardDraft>) {
  const set = (change: Partial<TDesignPreferences>) =>
    update((current) => ({ ...current, design: { ...current.design, ...change } }));
  const design = draft.design;
  return (
    <div className="flex flex-col gap-5">
      <SegmentedChoice
        legend={<Trans>Occlusion</Trans>}
        options={OCCLUSIONS.list}
        value={design.occlusion}
        onChange={(occlusion) => set({ occlusion })}
        error={errors.occlusion}
        isRequired
      />
      <SegmentedChoice
        legend={<Trans>Proximal contact</Trans>}
        options={PROXIMAL_CONTACTS.list}
        value={design.proximalContact}
        onChange={(proximalContact) => set({ proximalContact })}
        error={errors.proximalContact}
        isRequired
      />
      <SegmentedChoice
        legend={<Trans>Edentulous area</Trans>}
        options={EDENTULOUS_AREAS.list}
        value={design.edentulousArea}
        onChange={(edentulousArea) => set({ edentulousArea })}
        error={errors.edentulousArea}
        isRequired
      />
      <SegmentedChoice
        legend={<Trans>Black triangle</Trans>}
        options={BLACK_TRIANGLES.list}
        value={design.blackTriangle}
        onChange={(blackTriangle) => set({ blackTriangle })}
        error={errors.blackTriangle}
        isRequired
      />
      <SegmentedChoice
        legend={<Trans>Transparency</Trans>}
        options={TRANSPARENCIES.list}
        value={design.transparency}
        onChange={(transparency) => set({ transparency })}
      />
      <SegmentedChoice
        legend={<Trans>Form design</Trans>}
        options={FORM_DESIGNS.list}
        value={design.formDesign}
        onChange={(formDesign) => set({ formDesign })}
      />
    </div>
  );
}

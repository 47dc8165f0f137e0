import type { z } from 'zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ZCaseDiagnosis, ZCaseScheme } from '../../../../domain/lines/aligners/case-data';
import {
  ANGLE_CLASSES,
  CASE_FEATURES,
  EXTRACTION_CHOICES,
  MIDLINE_CHOICES,
  MINI_IMPLANT_CHOICES,
  OVERJET_CHOICES,
  SAGITTAL_RELATIONS,
  SPACE_CHOICES,
  TMJ_CHOICES,
} from '../../../../domain/lines/aligners/case-options';
import { optionLabel, optionLabels } from '../../../components/cases/case-labels';
import { treatmentMethodsByGroup } from '../aligner-labels';
import { SummarySection, Term, Terms } from '../../../components/cases/summary-layout';
import { ToothChart } from '../../../components/cases/tooth-chart';

type Diagnosis = Partial<z.input<typeof ZCaseDiagnosis>>;
type Scheme = Partial<z.input<typeof ZCaseScheme>>;

/** The diagnostic design of the prescription sheet, with its tooth charts read-only. */
export function DiagnosisSummary({ diagnosis }: { diagnosis: Diagnosis }) {
  const { i18n, t } = useLingui();
  const features = optionLabels(i18n, CASE_FEATURES.list, diagnosis.features);
  return (
    <SummarySection title={<Trans>Diagnostic design</Trans>}>
      <Terms>
        <Term term={<Trans>Case features</Trans>} isWide>
          {features.length > 0 ? features.join(', ') : null}
        </Term>
        <Term term={<Trans>Angle class, right side</Trans>}>
          {optionLabel(i18n, ANGLE_CLASSES.list, diagnosis.angleClassRight)}
        </Term>
        <Term term={<Trans>Angle class, left side</Trans>}>
          {optionLabel(i18n, ANGLE_CLASSES.list, diagnosis.angleClassLeft)}
        </Term>
        <Term term={<Trans>Sagittal relation</Trans>}>
          {optionLabel(i18n, SAGITTAL_RELATIONS.list, diagnosis.sagittalRelation)}
        </Term>
        <Term term={<Trans>Overjet</Trans>}>{optionLabel(i18n, OVERJET_CHOICES.list, diagnosis.overjet)}</Term>
        <Term term={<Trans>Midline</Trans>}>{optionLabel(i18n, MIDLINE_CHOICES.list, diagnosis.midline)}</Term>
        <Term term={<Trans>Space</Trans>}>{optionLabel(i18n, SPACE_CHOICES.list, diagnosis.space)}</Term>
        <Term term={<Trans>Extraction</Trans>}>{optionLabel(i18n, EXTRACTION_CHOICES.list, diagnosis.extraction)}</Term>
        <Term term={<Trans>Temporomandibular joint (TMJ)</Trans>}>
          {optionLabel(i18n, TMJ_CHOICES.list, diagnosis.tmj)}
        </Term>
        <Term term={<Trans>Mini-implants</Trans>}>
          {optionLabel(i18n, MINI_IMPLANT_CHOICES.list, diagnosis.miniImplants)}
        </Term>
      </Terms>
      {diagnosis.extraction === 'teeth' ? (
        <ToothChart label={t`Teeth to extract`} selected={diagnosis.extractionTeeth ?? []} readOnly />
      ) : null}
      <ToothChart label={t`Unmovable teeth`} selected={diagnosis.unmovableTeeth ?? []} readOnly />
    </SummarySection>
  );
}

/** The scheme design of the prescription sheet: the chosen methods group by group and the description. */
export function SchemeSummary({ scheme }: { scheme: Scheme }) {
  const { i18n } = useLingui();
  const groups = treatmentMethodsByGroup(i18n, scheme.treatmentMethods);
  return (
    <SummarySection title={<Trans>Scheme design</Trans>}>
      <Terms>
        {groups.length === 0 ? <Term term={<Trans>Treatment methods</Trans>} /> : null}
        {groups.map((group) => (
          <Term key={group.group} term={group.label}>
            {group.methods.join(', ')}
          </Term>
        ))}
        <Term term={<Trans>Other design description</Trans>} isWide>
          {scheme.otherDescription}
        </Term>
      </Terms>
    </SummarySection>
  );
}

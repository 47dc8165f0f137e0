import { Trans } from '@lingui/react/macro';
import { MobileField } from '../../../../components/ui/form/mobile-field';
import { TextField } from '../../../../components/ui/form/text-field';
import type { WizardDraftBase, WizardScreenProps } from '../../../../components/wizard/wizard-definition';
import type { OrderDraftParts } from '../wizard-draft';
import { PatientPicker } from './patient-picker';

/** What every line's basic info holds: the patient, the doctor's name and mobile, and the model they pick from. */
type BasicDraft = WizardDraftBase &
  OrderDraftParts & { basic: { doctorName: string; doctorMobile: string } };

/**
 * The basic info every line starts with (`ZOrderBasicInfo`): the patient, picked from the clinic's patients (offline
 * too), and the doctor. Another patient starts the scans over, and what `forgetPatientRecords` names (the aligners'
 * image stage), since they were the other patient's.
 */
export function OrderBasicFields<Draft extends BasicDraft>({
  draft,
  update,
  errors,
  clinicId,
  forgetPatientRecords = (current) => current,
}: Pick<WizardScreenProps<Draft>, 'draft' | 'update' | 'errors' | 'clinicId'> & {
  forgetPatientRecords?: (draft: Draft) => Draft;
}) {
  const setBasic = (change: Partial<BasicDraft['basic']>) =>
    update((current) => ({ ...current, basic: { ...current.basic, ...change } }));
  return (
    <>
      <div className="md:col-span-2">
        <PatientPicker
          clinicId={clinicId}
          patient={draft.patient}
          error={errors.patientId}
          onChange={(patient) =>
            update((current) =>
              current.patient?.key === patient?.key
                ? current
                : forgetPatientRecords({ ...current, patient, model: { ...current.model, upper: null, lower: null } }),
            )
          }
        />
      </div>
      <TextField
        label={<Trans>Doctor name</Trans>}
        value={draft.basic.doctorName}
        onChange={(event) => setBasic({ doctorName: event.target.value })}
        error={errors.doctorName}
        isRequired
        autoComplete="name"
      />
      <MobileField
        label={<Trans>Doctor mobile</Trans>}
        value={draft.basic.doctorMobile}
        onChange={(doctorMobile) => setBasic({ doctorMobile })}
        error={errors.doctorMobile}
        isRequired
        autoComplete="tel"
      />
    </>
  );
}

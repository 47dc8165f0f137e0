import { useState, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useLiveQuery } from 'dexie-react-hooks';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { confirm } from '../../../components/ui/confirm/confirm-store';
import { FormAlert } from '../../../components/ui/form-alert';
import { toast } from '../../../components/ui/toast/toast-store';
import { dangerOutlineButtonClass, linkClass } from '../../../components/ui/styles';
import { announceQueued } from '../../../lib/offline/announce-queued';
import { discard, newItemId, type OutboxItem } from '../../../lib/offline/outbox';
import { useUserDatabase } from '../../../lib/offline/user-database-context';
import { amendQueuedPatient, queuePatientChange } from '../api/queue-patient';
import { PatientForm, type PatientDraft, type PatientSubmission } from '../components/patient-form';
import type { PatientView } from '../hooks/patient-projection';
import { useClinicId } from '../hooks/use-clinic-id';
import { isPatientKey, usePatient } from '../hooks/use-patient';
import { usePatientKeyParam, useServerKeySwap } from '../hooks/use-patient-key';
import { patientFormValues } from '../lib/patient-form';
import { PATIENT_CENTER_PATH, patientFilePath } from '../lib/patient-paths';

const patientChangesSavedMessage = msg`The changes were saved.`;

/** The draft of an edit is keyed by the id the patient had on this device when it has one: stable across its sync. */
export function editDraftKey(patient: Pick<PatientView, 'key' | 'localId'>): string {
  return `patient:edit:${patient.localId ?? patient.key}`;
}

export function fixDraftKey(itemId: string): string {
  return `patient:fix:${itemId}`;
}

function Message({ children, patientKey }: { children: ReactNode; patientKey: string | null }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-3">
      <p className="rounded-lg border border-slate-200 bg-white p-4 text-base text-slate-700">{children}</p>
      <Link href={patientKey ? patientFilePath(patientKey) : PATIENT_CENTER_PATH} className={linkClass}>
        {patientKey ? <Trans>Back to the patient</Trans> : <Trans>All patients</Trans>}
      </Link>
    </div>
  );
}

/** Edit a patient: the form opens on what this device shows (server data with queued changes), and queues an update. */
function EditPatientForm({ patient }: { patient: PatientView }) {
  const db = useUserDatabase();
  const clinicId = useClinicId();
  const [, navigate] = useLocation();
  const [initial] = useState<PatientDraft>(() => {
    const values = patientFormValues(patient);
    return { itemId: newItemId(), values, base: values };
  });

  async function onSubmit(submission: PatientSubmission) {
    await queuePatientChange(db, { ...submission, clinicId, patientKey: patient.key });
    announceQueued(db, [submission.itemId], patientChangesSavedMessage);
    navigate(patientFilePath(patient.key), { replace: true });
  }

  return (
    <PatientForm
      title={<Trans>Edit patient</Trans>}
      draftKey={editDraftKey(patient)}
      initial={initial}
      photoPatientKey={() => patient.key}
      submitLabel={<Trans>Save changes</Trans>}
      onSubmit={onSubmit}
      backHref={patientFilePath(patient.key)}
      backLabel={<Trans>Back to the patient</Trans>}
    />
  );
}

/**
 * Fix a queued request the server refused ("needs attention", reached from the sync panel through `label.fixPath`):
 * the form opens on the queued body and saves back into the same item, which goes back in the queue in its place.
 */
function FixPatientForm({ itemId, patientKey }: { itemId: string; patientKey: string }) {
  const { t } = useLingui();
  const db = useUserDatabase();
  const [, navigate] = useLocation();
  const item = useLiveQuery(
    async (): Promise<OutboxItem | null> => (await db.outbox.where('id').equals(itemId).first()) ?? null,
    [db, itemId],
  );
  const [initial, setInitial] = useState<PatientDraft | null>(null);
  if (item && item.kind === 'request' && item.state === 'attention' && initial === null) {
    setInitial({ itemId, values: patientFormValues((item.request.body ?? {}) as Record<string, unknown>) });
  }

  if (item === undefined) return null;
  // Sent (once fixed elsewhere), being retried, or discarded: nothing to fix here any more.
  if (initial === null) {
    return (
      <Message patientKey={patientKey}>
        {item === null ? (
          <Trans>This change is no longer waiting for a fix: it was sent or discarded.</Trans>
        ) : (
          <Trans>This change is being sent again; there is nothing to fix now.</Trans>
        )}
      </Message>
    );
  }

  async function onSubmit(submission: PatientSubmission) {
    await amendQueuedPatient(db, {
      itemId: submission.itemId,
      body: submission.body,
      clearDraft: submission.clearDraft,
    });
    toast.success(t`The corrected patient is queued and sent again.`);
    navigate(patientFilePath(patientKey), { replace: true });
  }

  async function onDiscard() {
    const isConfirmed = await confirm({
      title: t`Discard this change?`,
      body: t`It is removed from this device and never sent. A patient recorded here and discarded is gone.`,
      confirmLabel: t`Discard`,
      tone: 'danger',
    });
    if (!isConfirmed) return;
    if (await discard(db, itemId)) navigate(PATIENT_CENTER_PATH, { replace: true });
  }

  const refusal = item?.error?.msg;
  return (
    <PatientForm
      title={<Trans>Fix patient details</Trans>}
      draftKey={fixDraftKey(itemId)}
      initial={initial}
      photoPatientKey={() => patientKey}
      submitLabel={<Trans>Send again</Trans>}
      onSubmit={onSubmit}
      backHref={patientFilePath(patientKey)}
      backLabel={<Trans>Back to the patient</Trans>}
      notice={
        <FormAlert>
          <div className="flex flex-col gap-2">
            <p>
              <Trans>The server refused this change. Correct it and send it again, or discard it.</Trans>
            </p>
            {refusal ? <p className="font-medium">{refusal}</p> : null}
            <div>
              <button type="button" onClick={() => void onDiscard()} className={dangerOutlineButtonClass}>
                <Trans>Discard this change</Trans>
              </button>
            </div>
          </div>
        </FormAlert>
      }
    />
  );
}

/** /patientCenter/edit?id=<key>[&fix=<item id>]: change a patient, or fix a refused queued request. */
export function EditPatientPage() {
  const param = usePatientKeyParam();
  const fix = new URLSearchParams(useSearch()).get('fix');
  const key = param !== null && isPatientKey(param) ? param : null;
  const { patient, isLoading } = usePatient(key);
  useServerKeySwap(key, patient);

  if (key === null) return <Message patientKey={null}>{<Trans>This address does not name a patient.</Trans>}</Message>;
  if (fix) return <FixPatientForm key={fix} itemId={fix} patientKey={patient?.key ?? key} />;
  if (!patient) {
    return isLoading ? (
      <p role="status" className="p-4 text-slate-600">
        <Trans>Loading the patient…</Trans>
      </p>
    ) : (
      <Message patientKey={key}>
        <Trans>This patient cannot be opened on this device now.</Trans>
      </Message>
    );
  }
  // Keyed by the draft: a swap of the address's local id for the server id keeps the same form and draft.
  return <EditPatientForm key={editDraftKey(patient)} patient={patient} />;
}

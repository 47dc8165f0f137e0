import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { FieldError } from '../../../../components/ui/form/form-field';
import { inputClass, labelClass, linkClass, secondaryButtonClass } from '../../../../components/ui/styles';
import { takePickedPatient } from '../../../../lib/cases/picked-patient';
import { usePatientSearch } from '../use-patient-search';
import type { PatientDraft } from '../wizard-draft';

type PatientPickerProps = {
  clinicId: number;
  patient: PatientDraft | null;
  onChange: (patient: PatientDraft | null) => void;
  error?: string | undefined;
};

const NEW_PATIENT_PATH = '/patientCenter/add';

/**
 * The case's patient: a search over the clinic's patients (name or phone), which works offline from what this device
 * holds, including patients recorded here and not yet synced. A new patient is recorded with the patient form, which
 * comes back here with it picked (the draft waits meanwhile).
 */
export function PatientPicker({ clinicId, patient, onChange, error }: PatientPickerProps) {
  const [isChanging, setIsChanging] = useState(false);
  useEffect(() => {
    const picked = takePickedPatient();
    if (picked) onChange(picked);
    // Once, when the wizard comes back from the patient form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (patient && !isChanging) {
    return (
      <div className="flex flex-col gap-1">
        <p className={labelClass}>
          <Trans>Patient</Trans>
        </p>
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
          <span className="font-medium text-slate-900" data-testid="case-patient-chosen">
            {patient.name}
          </span>
          <span className="text-sm text-slate-600">{patient.phone}</span>
          <button
            type="button"
            className={`${secondaryButtonClass} ms-auto print:hidden`}
            onClick={() => setIsChanging(true)}
          >
            <Trans>Change patient</Trans>
          </button>
        </div>
      </div>
    );
  }

  return (
    <PatientSearch
      clinicId={clinicId}
      error={error}
      onChoose={(chosen) => {
        onChange(chosen);
        setIsChanging(false);
      }}
    />
  );
}

function PatientSearch({
  clinicId,
  error,
  onChoose,
}: {
  clinicId: number;
  error?: string | undefined;
  onChoose: (patient: PatientDraft) => void;
}) {
  const { t } = useLingui();
  const [keyword, setKeyword] = useState('');
  const search = usePatientSearch(clinicId, keyword);
  const inputId = useId();
  const [location] = useLocation();
  const query = useSearch();
  const newPatientHref = `${NEW_PATIENT_PATH}?returnTo=${encodeURIComponent(query ? `${location}?${query}` : location)}`;
  const errorId = `${inputId}-error`;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className={labelClass}>
        <Trans>Patient</Trans>
        <span aria-hidden="true" className="ms-0.5 text-red-700">
          *
        </span>
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          type="search"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder={t`Search by name or phone`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${inputClass} max-w-md`}
          data-testid="case-patient-search"
        />
        <Link href={newPatientHref} className={linkClass}>
          <Trans>Record a new patient</Trans>
        </Link>
      </div>
      {search.isFromDevice && !search.isLoading ? (
        <p className="text-sm text-slate-600">
          <Trans>Showing the patients this device has seen (no connection to search all of them).</Trans>
        </p>
      ) : null}
      {search.isLoading ? (
        <p className="text-sm text-slate-600">
          <Trans>Searching…</Trans>
        </p>
      ) : search.choices.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No patient matches.</Trans>
        </p>
      ) : (
        <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto" aria-label={t`Matching patients`}>
          {search.choices.map((choice) => (
            <li key={choice.key}>
              <button
                type="button"
                data-testid="case-patient-option"
                className="flex min-h-11 w-full items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 text-start hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700"
                onClick={() => {
                  const { isLocal: _isLocal, ...patient } = choice;
                  onChoose(patient);
                }}
              >
                <span className="font-medium text-slate-900">{choice.name}</span>
                <span className="text-sm text-slate-600">{choice.phone}</span>
                {choice.isLocal ? (
                  <span className="ms-auto text-xs text-amber-800">
                    <Trans>Not synced yet</Trans>
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

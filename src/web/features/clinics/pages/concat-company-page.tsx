import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../../components/ui/toast/toast-store';
import { collectClinicIssues } from '../../../lib/forms/clinic-field-errors';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import { useSession } from '../../../lib/session/session-store';
import { useRelateClinic, ZRelateClinicRequest } from '../api/relate-clinic';
import { CLINIC_SEARCH_LIMIT, useClinicSearch, ZSearchClinicRequest } from '../api/search-clinics';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form/text-field';
import { cardClass, primaryButtonClass, secondaryButtonClass } from '../../../components/ui/styles';
import { ClinicPageHeader } from '../components/clinic-page-header';
import { CLINIC_PATHS } from '../lib/clinic-paths';

/**
 * /concatCompany: find a clinic by its name (three matches at most, by design: joining needs the name, not a
 * directory) and ask to join it with the name its admin will see.
 */
export function ConcatCompanyPage() {
  const { i18n, t } = useLingui();
  const { session } = useSession();
  const [, navigate] = useLocation();
  const resultsId = useId();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [searchedName, setSearchedName] = useState<string | null>(null);
  const [clinicId, setClinicId] = useState<number | null>(null);
  const [firstName, setFirstName] = useState(session?.name ?? '');
  const [firstNameError, setFirstNameError] = useState<string | null>(null);
  const [relateError, setRelateError] = useState<string | null>(null);
  const relateFormRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(relateFormRef);
  const search = useClinicSearch(searchedName);
  const relate = useRelateClinic();
  const clinics = (search.data ?? []).slice(0, CLINIC_SEARCH_LIMIT);
  const chosen = clinics.find((clinic) => clinic.id === clinicId) ?? null;

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZSearchClinicRequest.safeParse({ name });
    if (!parsed.success) {
      setNameError(collectClinicIssues(i18n, parsed).name ?? null);
      return;
    }
    setNameError(null);
    setClinicId(null);
    setRelateError(null);
    if (parsed.data.name === searchedName) void search.refetch();
    else setSearchedName(parsed.data.name);
  }

  async function onRelate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (relate.isPending || !chosen) return;
    setRelateError(null);
    const parsed = ZRelateClinicRequest.safeParse({ clinicId: chosen.id, firstName });
    if (!parsed.success) {
      setFirstNameError(collectClinicIssues(i18n, parsed).firstName ?? null);
      focusFirstInvalid();
      return;
    }
    setFirstNameError(null);
    const result = await relate.mutateAsync(parsed.data);
    if (!result.ok) {
      setRelateError(result.msg || t`The application could not be sent. Please try again.`);
      return;
    }
    toast.success(result.msg || t`Association review submitted.`);
    navigate(`${CLINIC_PATHS.authStatus}?type=association`);
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <ClinicPageHeader title={<Trans>Associate a clinic</Trans>}>
        <Trans>
          Search for the clinic you work for by its name, then send an application. The clinic’s admin approves it.
        </Trans>
      </ClinicPageHeader>

      <section className={cardClass}>
        <form noValidate onSubmit={onSearch} role="search" aria-label={t`Search for a clinic`}>
          <TextField
            name="clinicName"
            type="search"
            label={<Trans>Clinic name</Trans>}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(null);
            }}
            error={nameError}
            maxLength={50}
            addon={
              <button type="submit" className={secondaryButtonClass}>
                <Trans>Search</Trans>
              </button>
            }
          />
        </form>

        {searchedName !== null ? (
          <div className="mt-5" aria-busy={search.isFetching}>
            {search.isError ? (
              <FormAlert>{search.error.message || t`The search failed. Please try again.`}</FormAlert>
            ) : search.isPending ? (
              <p role="status" className="text-base text-slate-600">
                <Trans>Searching…</Trans>
              </p>
            ) : clinics.length === 0 ? (
              <p role="status" className="text-base text-slate-700">
                <Trans>No clinic has a name like this. Check the exact name with the clinic.</Trans>
              </p>
            ) : (
              <fieldset>
                <legend id={resultsId} className="text-base font-semibold text-slate-900">
                  <Trans>Clinics found</Trans>
                </legend>
                <p className="mt-1 text-sm text-slate-600">
                  <Trans>At most three matches are shown: type more of the name to narrow them down.</Trans>
                </p>
                <ul className="mt-3 flex flex-col gap-2">
                  {clinics.map((clinic) => (
                    <li key={clinic.id}>
                      <label
                        className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-4 py-2 text-base has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-700`}
                      >
                        <input
                          type="radio"
                          name="clinic"
                          value={clinic.id}
                          checked={clinicId === clinic.id}
                          onChange={() => {
                            setClinicId(clinic.id);
                            setRelateError(null);
                          }}
                          className="size-5 accent-teal-700"
                        />
                        <span>{clinic.name}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            )}
          </div>
        ) : null}
      </section>

      {chosen ? (
        <section className={cardClass} aria-labelledby={`${resultsId}-apply`}>
          <h2 id={`${resultsId}-apply`} className="text-lg font-semibold text-slate-900">
            <Trans>Apply to join {chosen.name}</Trans>
          </h2>
          <form
            ref={relateFormRef}
            noValidate
            onSubmit={(event) => void onRelate(event)}
            aria-label={t`Apply to join ${chosen.name}`}
            className="mt-4"
          >
            <fieldset disabled={relate.isPending} className="flex flex-col gap-4">
              <TextField
                name="firstName"
                label={<Trans>Your name</Trans>}
                hint={<Trans>The clinic’s admin sees this name with your application.</Trans>}
                value={firstName}
                onChange={(event) => {
                  setFirstName(event.target.value);
                  setFirstNameError(null);
                }}
                error={firstNameError}
                maxLength={25}
                autoComplete="name"
              />
              {relateError ? <FormAlert>{relateError}</FormAlert> : null}
              <div>
                <button type="submit" className={primaryButtonClass}>
                  {relate.isPending ? <Trans>Sending…</Trans> : <Trans>Send the application</Trans>}
                </button>
              </div>
            </fieldset>
          </form>
        </section>
      ) : null}
    </div>
  );
}

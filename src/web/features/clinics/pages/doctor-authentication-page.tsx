import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { DoctorAuthStatus, doctorAuthStatusLabel } from '../../../../domain/clinics/auth-statuses';
import { confirmSession, useSession } from '../../../lib/session/session-store';
import { useDoctorAuthInfo } from '../api/get-doctor-auth-info';
import { useDoctorAuthStatus } from '../api/get-doctor-auth-status';
import { DoctorAuthForm, initialDoctorAuthValues } from '../components/doctor-auth-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/load-error';
import { StatusBadge, type StatusTone } from '../../../components/ui/status-badge';
import { cardClass, primaryButtonClass } from '../../../components/ui/styles';
import { CLINIC_PATHS } from '../lib/clinic-paths';

const tones: Record<number, StatusTone> = {
  [DoctorAuthStatus.none]: 'neutral',
  [DoctorAuthStatus.pending]: 'pending',
  [DoctorAuthStatus.authenticated]: 'success',
  [DoctorAuthStatus.rejected]: 'danger',
};

function StatusCard({ authStatus, rejectReason }: { authStatus: number; rejectReason: string | null }) {
  const { i18n } = useLingui();
  const label = doctorAuthStatusLabel(authStatus);
  return (
    <section aria-labelledby="doctor-auth-status" className={cardClass}>
      <h2 id="doctor-auth-status" className="flex flex-wrap items-center gap-3 text-lg font-semibold text-slate-900">
        <Trans>Your status</Trans>
        <StatusBadge tone={tones[authStatus] ?? 'neutral'}>{label ? i18n._(label) : String(authStatus)}</StatusBadge>
      </h2>
      <div className="mt-3 text-base text-slate-700">
        {authStatus === DoctorAuthStatus.authenticated ? (
          <p>
            <Trans>You are authenticated: you can use every part of Cuspid.</Trans>
          </p>
        ) : authStatus === DoctorAuthStatus.pending ? (
          <p>
            <Trans>
              The manufacturer is reviewing what you submitted. Ordering opens once it is approved; this page shows the
              result.
            </Trans>
          </p>
        ) : authStatus === DoctorAuthStatus.rejected ? (
          <>
            <p>
              <Trans>The manufacturer refused your authentication. Correct what is asked below and submit again.</Trans>
            </p>
            {rejectReason ? (
              <p className="mt-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
                <Trans>Reason: {rejectReason}</Trans>
              </p>
            ) : null}
          </>
        ) : (
          <p>
            <Trans>Not submitted yet: ordering opens once your authentication is approved.</Trans>
          </p>
        )}
      </div>
    </section>
  );
}

function WhatToSubmit() {
  return (
    <section aria-labelledby="doctor-auth-needs" className={cardClass}>
      <h2 id="doctor-auth-needs" className="text-lg font-semibold text-slate-900">
        <Trans>What to submit, and why</Trans>
      </h2>
      <p className="mt-2 text-base text-slate-700">
        <Trans>
          The products are made to a doctor’s prescription, so the manufacturer checks that orders come from a qualified
          doctor.
        </Trans>
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-base text-slate-700">
        <li>
          <Trans>Your real name and professional title</Trans>
        </li>
        <li>
          <Trans>A photo of your ID card (JPG or PNG, up to 5 MB)</Trans>
        </li>
        <li>
          <Trans>A photo of your practising certificate (JPG or PNG, up to 5 MB)</Trans>
        </li>
      </ul>
    </section>
  );
}

/**
 * /shuyaHome: where a doctor not yet authenticated lands (spec section 2): why and what to submit, the status (with
 * the reason of a rejection), and the form for a first submission or a resubmission.
 */
export function DoctorAuthenticationPage() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const clinicId = session?.clinicId ?? null;
  const status = useDoctorAuthStatus(clinicId);
  const authStatus = status.data?.authStatus ?? session?.userAuth ?? DoctorAuthStatus.none;
  const isRejected = status.data?.authStatus === DoctorAuthStatus.rejected;
  const previous = useDoctorAuthInfo(clinicId, isRejected);
  const hasRefreshedSession = useRef(false);

  // Approved since the session was loaded: reload it once, so the access rule lets the doctor in.
  const isNewlyAuthenticated =
    status.data?.authStatus === DoctorAuthStatus.authenticated && session?.userAuth !== DoctorAuthStatus.authenticated;
  useEffect(() => {
    if (!isNewlyAuthenticated || hasRefreshedSession.current) return;
    hasRefreshedSession.current = true;
    void confirmSession(queryClient);
  }, [isNewlyAuthenticated, queryClient]);

  const canSubmit =
    status.isSuccess &&
    (status.data.authStatus === DoctorAuthStatus.none || status.data.authStatus === DoctorAuthStatus.rejected);
  const isFormReady = !isRejected || previous.isSuccess || previous.isError;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">
        <Trans>Doctor authentication</Trans>
      </h1>

      {clinicId === null ? (
        <section className={cardClass}>
          <p className="text-base text-slate-700">
            <Trans>Doctor authentication is made in your clinic. Create or associate a clinic first.</Trans>
          </p>
          <Link href={CLINIC_PATHS.manage} className={`${primaryButtonClass} mt-4`}>
            <Trans>Create or associate a clinic</Trans>
          </Link>
        </section>
      ) : (
        <>
          {status.isError ? (
            <LoadError
              message={status.error.message || t`Your authentication status could not be loaded.`}
              onRetry={() => void status.refetch()}
              error={status.error}
            />
          ) : (
            <StatusCard authStatus={authStatus} rejectReason={status.data?.rejectReason ?? null} />
          )}
          {authStatus === DoctorAuthStatus.authenticated ? (
            <div>
              <Link href={CLINIC_PATHS.home} className={primaryButtonClass}>
                <Trans>Go to the worktable</Trans>
              </Link>
            </div>
          ) : null}
          <WhatToSubmit />
          {canSubmit ? (
            <section aria-labelledby="doctor-auth-form" className={cardClass}>
              <h2 id="doctor-auth-form" className="mb-4 text-lg font-semibold text-slate-900">
                {isRejected ? <Trans>Correct and submit again</Trans> : <Trans>Submit your authentication</Trans>}
              </h2>
              {isFormReady ? (
                <>
                  {previous.isError ? (
                    <div className="mb-4">
                      <FormAlert tone="warning">
                        <Trans>What you submitted before could not be loaded: fill in the form again.</Trans>
                      </FormAlert>
                    </div>
                  ) : null}
                  <DoctorAuthForm
                    initialValues={initialDoctorAuthValues(previous.data)}
                    onSubmitted={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
                  />
                </>
              ) : (
                <p role="status" className="text-base text-slate-600">
                  <Trans>Loading…</Trans>
                </p>
              )}
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}

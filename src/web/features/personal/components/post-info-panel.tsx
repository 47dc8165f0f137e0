import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import type { TEmployeePostInfo } from '../../../../domain/accounts/account-extras';
import { JOB_TYPES, STANDARD_JOBS, WORK_STATUSES, WORK_TYPES, type Option } from '../../../../domain/clinics/staff-options';
import { cardClass } from '../../../components/ui/styles';

function labelOf(i18n: I18n, options: readonly Option<string>[], value: string | null): string {
  if (value === null || value === '') return '—';
  const option = options.find((candidate) => candidate.value === value);
  return option ? i18n._(option.label) : value;
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-base text-slate-900">{children}</dd>
    </>
  );
}

/** /userInfo/post: the caller's post in the current clinic (POST /clinic/getEmployeePostInfo), read-only. */
export function PostInfoPanel({ post }: { post: TEmployeePostInfo }) {
  const { i18n } = useLingui();
  const yesNo = (value: boolean) => (value ? <Trans>Yes</Trans> : <Trans>No</Trans>);
  return (
    <section className={`${cardClass} max-w-2xl`} aria-labelledby="post-title">
      <h2 id="post-title" className="text-lg font-semibold text-slate-900">
        {post.clinicName}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        <Row label={<Trans>Role</Trans>}>{post.isAdmin ? <Trans>Clinic admin</Trans> : <Trans>Member</Trans>}</Row>
        {post.employeeId === null ? (
          <Row label={<Trans>Staff record</Trans>}>
            <Trans>The clinic keeps no staff record linked to your account.</Trans>
          </Row>
        ) : (
          <>
            <Row label={<Trans>Name</Trans>}>{post.realName}</Row>
            <Row label={<Trans>Job</Trans>}>{labelOf(i18n, STANDARD_JOBS, post.job)}</Row>
            <Row label={<Trans>Position</Trans>}>{post.position ?? '—'}</Row>
            <Row label={<Trans>Job type</Trans>}>{labelOf(i18n, JOB_TYPES, post.jobType)}</Row>
            <Row label={<Trans>Work type</Trans>}>{labelOf(i18n, WORK_TYPES, post.workType)}</Row>
            <Row label={<Trans>Work status</Trans>}>{labelOf(i18n, WORK_STATUSES, post.workStatus)}</Row>
            <Row label={<Trans>Entry date</Trans>}>{post.entryDate ?? '—'}</Row>
          </>
        )}
        <Row label={<Trans>Doctor</Trans>}>{yesNo(post.isDoctor)}</Row>
        <Row label={<Trans>Product prices shown</Trans>}>{yesNo(!post.hidePrices)}</Row>
        <Row label={<Trans>Bookable</Trans>}>{yesNo(post.bookable)}</Row>
        <Row label={<Trans>Registrable</Trans>}>{yesNo(post.registrable)}</Row>
      </dl>
    </section>
  );
}

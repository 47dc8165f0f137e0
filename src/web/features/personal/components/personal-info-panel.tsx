import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { sessionQueryOptions } from '../../../lib/session/session-store';
import { Avatar } from './avatar';
import { linkClass } from '../../../components/ui/styles';

/**
 * Personal info: name, phone and avatar from POST tenant /account/info (the session), asked again whenever the tab
 * opens; offline, the copy on this device shows.
 */
export function PersonalInfoPanel() {
  const { t } = useLingui();
  const { data: session } = useQuery({ ...sessionQueryOptions(), refetchOnMount: 'always' });
  if (!session) return null;
  const clinic = session.clinicList.find((candidate) => candidate.clinicId === session.clinicId);
  const name = session.name;
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
      <Avatar src={session.avatar} alt={t`Avatar of ${name}`} />
      <dl className="grid flex-1 gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        <dt className="text-sm font-medium text-slate-600">
          <Trans>Name</Trans>
        </dt>
        <dd className="text-base text-slate-900">{session.name || '—'}</dd>
        <dt className="text-sm font-medium text-slate-600">
          <Trans>Phone</Trans>
        </dt>
        <dd className="text-base text-slate-900">{session.phone}</dd>
        {clinic ? (
          <>
            <dt className="text-sm font-medium text-slate-600">
              <Trans>Current clinic</Trans>
            </dt>
            <dd className="text-base text-slate-900">
              {clinic.clinicName}{' '}
              <span className="ms-1 rounded-full bg-slate-100 px-2 py-0.5 text-sm text-slate-700">
                {clinic.isAdmin ? <Trans>Clinic admin</Trans> : <Trans>Member</Trans>}
              </span>
            </dd>
          </>
        ) : null}
      </dl>
      <div className="flex flex-col gap-1">
        <Link href="/userInfo/personal" className={linkClass}>
          <Trans>Edit personal info</Trans>
        </Link>
        {clinic ? (
          <Link href="/userInfo/post" className={linkClass}>
            <Trans>My post</Trans>
          </Link>
        ) : null}
      </div>
    </div>
  );
}

import { Redirect, useParams } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { isUserInfoType } from '../../../../domain/accounts/account-extras';
import { LoadError } from '../../../components/ui/load-error';
import { useSession } from '../../../lib/session/session-store';
import { usePostInfo } from '../api/account-api';
import { PersonalInfoForm } from '../components/personal-info-form';
import { PostInfoPanel } from '../components/post-info-panel';

function Loading() {
  return (
    <p role="status" className="text-base text-slate-600">
      <Trans>Loading…</Trans>
    </p>
  );
}

function PersonalSection() {
  // The session (POST /account/info) carries the personal info; it is on this device, so the form opens offline too.
  const { session } = useSession();
  if (!session) return <Loading />;
  return <PersonalInfoForm session={session} />;
}

function PostSection() {
  const { t } = useLingui();
  const { session } = useSession();
  const clinicId = session?.clinicId ?? null;
  const post = usePostInfo(clinicId);
  if (clinicId === null) {
    return (
      <p role="status" className="text-base text-slate-700">
        <Trans>You are not working in a clinic yet: associate or create one first.</Trans>
      </p>
    );
  }
  if (post.isError)
    return (
      <LoadError
        message={post.error.message || t`Your post could not be loaded.`}
        error={post.error}
        onRetry={() => void post.refetch()}
      />
    );
  if (!post.data) return <Loading />;
  return <PostInfoPanel post={post.data} />;
}

/**
 * /userInfo/{type} (spec section 2): `personal`, the personal info form; `post`, the caller's post in the current
 * clinic. Any other type is not a page.
 */
export function UserInfoPage() {
  const { type } = useParams<{ type: string }>();
  if (!isUserInfoType(type)) return <Redirect to="/404" replace />;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">
        {type === 'personal' ? <Trans>Personal info</Trans> : <Trans>My post</Trans>}
      </h1>
      {type === 'personal' ? <PersonalSection /> : <PostSection />}
    </div>
  );
}

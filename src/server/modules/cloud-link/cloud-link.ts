import type { Kysely } from 'kysely';
import { msg } from '@lingui/core/macro';
import type { TCloudLink } from '../../../domain/accounts/cloud-link-api';
import { ErrorCode } from '../../../domain/response-codes';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/envelope';
import { recordAudit } from '../../auth/audit';
import { CloudCodeRefused, type CloudPlatformProvider } from './cloud-provider';
import { newCodeVerifier, s256Challenge } from './pkce';

/** How long a link started here waits for the platform's answer. */
export const LINK_REQUEST_TTL_MS = 10 * 60_000;
/** Where the platform sends the user back: a signed-in route, which keeps code and codeChallenge (spec section 2). */
export const CLOUD_REDIRECT_URI = '/home';

export const cloudLinkMessages = {
  requestUnknown: msg`This linking request was not started from your account here, or it has expired. Start the link again.`,
  codeRefused: msg`The cloud platform refused the link: the code was already used, has expired or does not match. Start the link again.`,
};

type Db = Kysely<Database>;

export async function findLink(db: Db, userId: number): Promise<TCloudLink | null> {
  const row = await db.selectFrom('cloud_links').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return row ? { provider: row.provider, accountId: row.account_id, accountName: row.account_name, linkedAt: row.linked_at } : null;
}

/** Starts a link: a fresh PKCE verifier kept here (never sent to the browser), its challenge sent to the platform. */
export async function startLink(db: Db, provider: CloudPlatformProvider, userId: number, now: number): Promise<{ authorizeUrl: string }> {
  const codeVerifier = newCodeVerifier();
  const codeChallenge = s256Challenge(codeVerifier);
  await db.deleteFrom('cloud_link_requests').where('expires_at', '<=', now).execute();
  await db
    .insertInto('cloud_link_requests')
    .values({ code_challenge: codeChallenge, user_id: userId, code_verifier: codeVerifier, expires_at: now + LINK_REQUEST_TTL_MS, created_at: now })
    .execute();
  return { authorizeUrl: provider.authorizeUrl({ codeChallenge, redirectUri: CLOUD_REDIRECT_URI }) };
}

/**
 * Completes a link with what the platform sent back: the request this user started with that challenge (one use),
 * then the platform's exchange of the code and the verifier. The link replaces an earlier one of the user.
 */
export async function completeLink(
  db: Db,
  provider: CloudPlatformProvider,
  userId: number,
  input: { code: string; codeChallenge: string },
  now: number,
): Promise<TCloudLink> {
  const request = await db
    .deleteFrom('cloud_link_requests')
    .where('code_challenge', '=', input.codeChallenge)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (!request || request.expires_at <= now) throw new AppError(ErrorCode.badRequest, cloudLinkMessages.requestUnknown);
  let account;
  try {
    account = await provider.exchange({ code: input.code, codeVerifier: request.code_verifier, redirectUri: CLOUD_REDIRECT_URI }, now);
  } catch (error) {
    if (!(error instanceof CloudCodeRefused)) throw error;
    await recordAudit(db, { action: 'cloud-linked', outcome: 'failure', userId, detail: { provider: provider.name, why: error.why } }, now);
    throw new AppError(ErrorCode.badRequest, cloudLinkMessages.codeRefused);
  }
  const row = { user_id: userId, provider: provider.name, account_id: account.accountId, account_name: account.accountName, linked_at: now };
  await db
    .insertInto('cloud_links')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ provider: row.provider, account_id: row.account_id, account_name: row.account_name, linked_at: now }))
    .execute();
  await recordAudit(db, { action: 'cloud-linked', outcome: 'success', userId, detail: { provider: provider.name, accountId: account.accountId } }, now);
  return { provider: row.provider, accountId: row.account_id, accountName: row.account_name, linkedAt: now };
}

/** Revokes the link at the platform, then forgets it here. Unlinking without a link changes nothing. */
export async function unlink(db: Db, provider: CloudPlatformProvider, userId: number, now: number): Promise<void> {
  const link = await findLink(db, userId);
  if (!link) return;
  if (link.provider === provider.name) await provider.revoke(link.accountId);
  await db.deleteFrom('cloud_links').where('user_id', '=', userId).execute();
  await recordAudit(db, { action: 'cloud-unlinked', outcome: 'success', userId, detail: { provider: link.provider, accountId: link.accountId } }, now);
}

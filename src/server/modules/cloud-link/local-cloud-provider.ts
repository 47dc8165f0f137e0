import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newToken, sha256 } from '../../auth/tokens';
import { CloudCodeRefused, type CloudAccount, type CloudPlatformProvider } from './cloud-provider';
import { verifierMatches } from './pkce';

/** How long a code the local platform issues may be exchanged (as an OAuth server's short-lived code). */
export const LOCAL_CODE_TTL_MS = 10 * 60_000;
export const LOCAL_AUTHORIZE_PATH = '/api/platform/dev/cloud-authorize';

/**
 * Plays the cloud platform on this machine, as the local SMS provider plays the gateway: its authorization page
 * (`LOCAL_AUTHORIZE_PATH`, demo and test mode) approves at once for a local account and sends the user back with a
 * code; the code is stored hashed, bound to the challenge, single use and short-lived, and the exchange checks
 * the verifier against the challenge (S256). A code is spent by its first exchange, right or wrong.
 */
export class LocalCloudProvider implements CloudPlatformProvider {
  readonly name = 'local';
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  authorizeUrl({ codeChallenge, redirectUri }: { codeChallenge: string; redirectUri: string }): string {
    const query = new URLSearchParams({ codeChallenge, redirectUri });
    return `${LOCAL_AUTHORIZE_PATH}?${query.toString()}`;
  }

  /** The platform's side of the authorization page: a code for the local account, bound to the challenge. */
  async issueCode(codeChallenge: string, now: number): Promise<{ code: string; account: CloudAccount }> {
    const code = newToken(32);
    const account = { accountId: `local-${sha256(codeChallenge).slice(0, 12)}`, accountName: 'Local cloud account' };
    await this.#db
      .insertInto('local_cloud_codes')
      .values({
        code_hash: sha256(code),
        code_challenge: codeChallenge,
        account_id: account.accountId,
        account_name: account.accountName,
        expires_at: now + LOCAL_CODE_TTL_MS,
        used_at: null,
        created_at: now,
      })
      .execute();
    return { code, account };
  }

  async exchange({ code, codeVerifier }: { code: string; codeVerifier: string }, now: number): Promise<CloudAccount> {
    const codeHash = sha256(code);
    const row = await this.#db.selectFrom('local_cloud_codes').selectAll().where('code_hash', '=', codeHash).executeTakeFirst();
    if (!row) throw new CloudCodeRefused('unknown');
    // Spend the code first (atomically: of two exchanges one wins), so a wrong verifier cannot be retried against it.
    const spent = await this.#db
      .updateTable('local_cloud_codes')
      .set({ used_at: now })
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw new CloudCodeRefused('used');
    if (row.expires_at <= now) throw new CloudCodeRefused('expired');
    if (!verifierMatches(codeVerifier, row.code_challenge)) throw new CloudCodeRefused('verifier');
    return { accountId: row.account_id, accountName: row.account_name };
  }

  async revoke(): Promise<void> {
    // The local platform keeps no grant beyond the code, which is spent already.
  }
}

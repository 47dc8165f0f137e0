import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOUD_LINK_PATHS } from '../../../domain/accounts/cloud-link-api';
import { createUser, sessionHeaders } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DATABASE_KINDS } from '../../testing/test-database';
import { CloudCodeRefused } from './cloud-provider';
import { LOCAL_CODE_TTL_MS, LocalCloudProvider } from './local-cloud-provider';
import { newCodeVerifier, s256Challenge } from './pkce';

/** Cloud-platform linking: the local platform's PKCE exchange at its edges, and the link through the routes. */
describe.each(DATABASE_KINDS)('cloud-platform linking on %s', (kind) => {
  let t: TestApp;
  let provider: LocalCloudProvider;
  beforeAll(async () => {
    t = await createTestApp(kind);
    provider = new LocalCloudProvider(t.app.db.kysely);
  });
  afterAll(async () => t.close());

  const now = Date.UTC(2026, 10, 26, 8);
  const issued = async (at = now) => {
    const verifier = newCodeVerifier();
    const { code } = await provider.issueCode(s256Challenge(verifier), at);
    return { verifier, code };
  };
  const refusal = (work: Promise<unknown>) => work.then(() => 'accepted', (error: unknown) => (error instanceof CloudCodeRefused ? error.why : 'other'));

  it('exchanges a code with the verifier its challenge was made from (S256), once', async () => {
    const { verifier, code } = await issued();
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const account = await provider.exchange({ code, codeVerifier: verifier }, now + 1);
    expect(account.accountId).toMatch(/^local-/);
    expect(await refusal(provider.exchange({ code, codeVerifier: verifier }, now + 2))).toBe('used');
  });

  it('refuses a wrong verifier, and the code is spent by it', async () => {
    const { verifier, code } = await issued();
    expect(await refusal(provider.exchange({ code, codeVerifier: newCodeVerifier() }, now + 1))).toBe('verifier');
    // The challenge itself is not the verifier (a "plain" method is not accepted).
    const other = await issued();
    expect(await refusal(provider.exchange({ code: other.code, codeVerifier: s256Challenge(other.verifier) }, now + 1))).toBe('verifier');
    expect(await refusal(provider.exchange({ code, codeVerifier: verifier }, now + 2))).toBe('used');
  });

  it('refuses an expired code at its expiry, and accepts it just before', async () => {
    const late = await issued();
    expect(await refusal(provider.exchange({ code: late.code, codeVerifier: late.verifier }, now + LOCAL_CODE_TTL_MS))).toBe('expired');
    const inTime = await issued();
    expect(await refusal(provider.exchange({ code: inTime.code, codeVerifier: inTime.verifier }, now + LOCAL_CODE_TTL_MS - 1))).toBe('accepted');
  });

  it('refuses a code it never issued', async () => {
    expect(await refusal(provider.exchange({ code: 'made-up', codeVerifier: newCodeVerifier() }, now))).toBe('unknown');
  });

  describe('through the routes', () => {
    const post = (path: string, headers: Record<string, string>, payload: object = {}) =>
      t.app.inject({ method: 'POST', url: `/api/tenant${path}`, headers, payload });

    /** Start here, approve on the local platform's page, come back with code and codeChallenge as the browser does. */
    async function approve(headers: Record<string, string>) {
      const start = await post(CLOUD_LINK_PATHS.start, headers);
      const authorizeUrl = start.json().data.authorizeUrl as string;
      expect(authorizeUrl).not.toMatch(/verifier/i);
      const page = await t.app.inject({ method: 'GET', url: authorizeUrl });
      expect(page.statusCode).toBe(302);
      const back = new URL(page.headers.location as string, 'http://portal');
      expect(back.pathname).toBe('/home');
      return { code: back.searchParams.get('code')!, codeChallenge: back.searchParams.get('codeChallenge')! };
    }

    it('links, shows the link with its account, and revokes it', async () => {
      const user = await createUser(t.app.db.kysely);
      const headers = await sessionHeaders(t.app, user.id, null);
      expect((await post(CLOUD_LINK_PATHS.info, headers)).json().data).toEqual({ link: null });
      const codes = await approve(headers);
      const linked = await post(CLOUD_LINK_PATHS.complete, headers, codes);
      expect(linked.statusCode).toBe(200);
      expect(linked.json().data.link).toMatchObject({ provider: 'local', accountName: 'Local cloud account' });
      expect((await post(CLOUD_LINK_PATHS.info, headers)).json().data.link.accountId).toMatch(/^local-/);
      // The same answer again is refused: the request and the code are both spent.
      expect((await post(CLOUD_LINK_PATHS.complete, headers, codes)).statusCode).toBe(400);
      expect((await post(CLOUD_LINK_PATHS.unlink, headers)).json().data).toEqual({ link: null });
      expect((await post(CLOUD_LINK_PATHS.info, headers)).json().data).toEqual({ link: null });
    });

    it("refuses to complete another user's request, and a code replayed under a fresh request", async () => {
      const owner = await sessionHeaders(t.app, (await createUser(t.app.db.kysely)).id, null);
      const thief = await sessionHeaders(t.app, (await createUser(t.app.db.kysely)).id, null);
      const codes = await approve(owner);
      const stolen = await post(CLOUD_LINK_PATHS.complete, thief, codes);
      expect(stolen.statusCode).toBe(400);
      expect(stolen.json().msg).toMatch(/not started from your account/);
      expect((await post(CLOUD_LINK_PATHS.complete, owner, codes)).statusCode).toBe(200);
      // A used code presented with a new request of the same user (its challenge): the platform refuses it.
      const fresh = await approve(owner);
      const replay = await post(CLOUD_LINK_PATHS.complete, owner, { code: codes.code, codeChallenge: fresh.codeChallenge });
      expect(replay.statusCode).toBe(400);
      expect(replay.json().msg).toMatch(/refused the link/);
    });
  });
});

/**
 * The cloud platform as the portal sees it (an OAuth 2.0 authorization server with PKCE S256). The local provider
 * plays it on this machine; a real platform implements the same (README, "Cloud-platform linking").
 */
export interface CloudPlatformProvider {
  /** Stored with each link, so a link made with one platform is never revoked at another. */
  readonly name: string;
  /** The platform's authorization page for this request; it sends the user back to `redirectUri` with `code` and `codeChallenge`. */
  authorizeUrl(input: { codeChallenge: string; redirectUri: string }): string;
  /** Trades the code and the PKCE verifier for the linked account; throws CloudCodeRefused when the platform refuses. */
  exchange(input: { code: string; codeVerifier: string; redirectUri: string }, now: number): Promise<CloudAccount>;
  /** Ends the link at the platform (its grant for this account). */
  revoke(accountId: string): Promise<void>;
}

export type CloudAccount = { accountId: string; accountName: string };

/** The platform refused the exchange: unknown, used, expired code, or a verifier that does not match its challenge. */
export class CloudCodeRefused extends Error {
  readonly why: 'unknown' | 'used' | 'expired' | 'verifier';

  constructor(why: CloudCodeRefused['why']) {
    super(`cloud platform refused the code: ${why}`);
    this.why = why;
    this.name = 'CloudCodeRefused';
  }
}

import { z } from 'zod';

/**
 * Cloud-platform linking (personal center, location 6): the user links their portal account to their account on the
 * cloud platform with OAuth 2.0 authorization code + PKCE (S256). Flow: docs/security.md, "Cloud-platform linking".
 */
export const CLOUD_LINK_PATHS = {
  info: '/v1/cloud-link/info',
  start: '/v1/cloud-link/start',
  complete: '/v1/cloud-link/complete',
  unlink: '/v1/cloud-link/unlink',
} as const;

export const ZCloudLink = z.object({ provider: z.string(), accountId: z.string(), accountName: z.string(), linkedAt: z.number().int() });
export type TCloudLink = z.infer<typeof ZCloudLink>;

export const ZCloudLinkInfo = z.object({ link: ZCloudLink.nullable() });
export type TCloudLinkInfo = z.infer<typeof ZCloudLinkInfo>;

/** Where the browser goes to approve the link on the cloud platform. */
export const ZCloudLinkStart = z.object({ authorizeUrl: z.string() });
export type TCloudLinkStart = z.infer<typeof ZCloudLinkStart>;

/** What the cloud platform sent back with the user (kept at sign-in: shiningCode, shiningCodeChallenge). */
export const ZCloudLinkComplete = z.object({
  code: z.string().trim().min(1).max(200),
  codeChallenge: z.string().trim().min(1).max(200),
});
export type TCloudLinkComplete = z.input<typeof ZCloudLinkComplete>;

import { createHash, randomBytes } from 'node:crypto';
import { sameHash } from '../../auth/tokens';

/** RFC 7636: a verifier of 43 base64url characters (32 random bytes) and its S256 challenge. */
export function newCodeVerifier(): string {
  return randomBytes(32).toString('base64url');
}

export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** Whether the verifier is the one the challenge was made from (constant time). */
export function verifierMatches(verifier: string, challenge: string): boolean {
  return sameHash(s256Challenge(verifier), challenge);
}

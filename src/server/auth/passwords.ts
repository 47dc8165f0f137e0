import { hash, verify } from '@node-rs/argon2';

/** argon2id at the OWASP ASVS minimum (m = 19 MiB, t = 2, p = 1). Raise them here; old hashes keep verifying. */
// algorithm 2 is Argon2id in @node-rs/argon2's (const) enum, which verbatim module syntax cannot import.
export const ARGON2_PARAMETERS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMETERS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A real hash of nothing: verifying against it costs what a real check costs, so unknown accounts answer as slowly. */
let decoy: Promise<string> | null = null;
export async function burnPasswordCheck(password: string): Promise<void> {
  decoy ??= hashPassword('decoy-password-for-timing');
  await verifyPassword(await decoy, password);
}

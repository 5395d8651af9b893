import argon2 from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): strong, and cheap enough for 2-core hosts.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, OPTIONS);

/** Hash of a random string, verified against when an email is unknown so both paths take as long. */
let decoy: Promise<string> | undefined;
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoy ??= hashPassword(`decoy-${Math.random()}`);
    await argon2.verify(await decoy, password);
    return false;
  }
  return argon2.verify(hash, password);
}

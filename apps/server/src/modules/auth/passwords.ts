import { hash, verify } from '@node-rs/argon2';

// The library's `Algorithm` is a const enum, which isolated modules cannot read: 2 is Argon2id.
const argon2id = 2;
// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane.
const options = { algorithm: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);

/** Verified against when the user name is unknown, so both cases take the same time. */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = (): Promise<string> => {
  decoyHash ??= hashPassword('parley-decoy-password');
  return decoyHash;
};

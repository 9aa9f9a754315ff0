import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id floor: 19 MiB, 2 passes, 1 lane (DESIGN §3).
// `algorithm: 2` is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const options = { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export const verifyPassword = (passwordHash: string, password: string) =>
  verify(passwordHash, password).catch(() => false);

// Verifying against a throwaway hash when the email is unknown keeps both failures equally slow.
let decoy: Promise<string> | undefined;
export async function burnVerification(password: string) {
  decoy ??= hashPassword('decoy-password-never-used');
  await verifyPassword(await decoy, password);
}

import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (m=19456 KiB, t=2, p=1: OWASP's minimum recommendation).
export const hashPassword = (password: string) => hash(password);

// Verifying against a fixed hash when the email is unknown keeps both paths equally slow, so the
// response time does not tell which emails have accounts.
let dummyHash: Promise<string> | undefined;

/** Whether the password is the user's; for no user, as slow a no. */
export async function verifyPassword(
  user: { passwordHash: string } | null,
  password: string,
): Promise<boolean> {
  dummyHash ??= hash('not-a-real-password');
  return verify(user?.passwordHash ?? (await dummyHash), password).catch(() => false);
}

import type { TScope } from '../../lib/scope';
import type { TSecretBox } from '../../lib/secrets';
import * as repo from './credentials.repository';
import { createDebugKey } from './signing-key';

type TSigningKey = Awaited<ReturnType<typeof createDebugKey>>;

const sealedKeyOf = (key: TSigningKey) => ({
  keystore: key.keystore.toString('base64'),
  alias: key.alias,
  password: key.password,
});

/**
 * The project's debug key (Test builds), made on its first debug build and kept sealed. Two first
 * builds racing both make one; only the first is kept and both read it back, so every debug build
 * of the project is signed alike and installs over the last.
 */
export async function projectDebugKey(scope: TScope, secrets: TSecretBox): Promise<TSigningKey> {
  let sealed = await repo.findDebugKey(scope);
  if (!sealed) {
    const made = await createDebugKey();
    await repo.insertDebugKey(scope, secrets.encrypt(JSON.stringify(sealedKeyOf(made))));
    sealed = await repo.findDebugKey(scope);
    if (!sealed) throw new Error('the debug key was not kept');
  }
  const plain = JSON.parse(secrets.decrypt(sealed).toString('utf8')) as {
    keystore: string;
    alias: string;
    password: string;
  };
  return {
    keystore: Buffer.from(plain.keystore, 'base64'),
    alias: plain.alias,
    password: plain.password,
  };
}

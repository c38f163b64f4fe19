import { z } from 'zod';
import { ZCredentialsSummary } from './credentials-summary.schema';

// 'Generate a keystore' in App keys (docs/product/credentials.md#generate-a-keystore): the server
// makes an Android upload keystore, saves it as if it had been uploaded, and answers it once so that
// the owner keeps a copy.

/**
 * `replace`: the owner confirmed that the saved keystore is to be replaced by a new one; without
 * it, an app that has a keystore is refused (409).
 */
export const ZGenerateKeystoreRequest = z.object({ replace: z.boolean().optional() }).strict();
export type TGenerateKeystoreRequest = z.infer<typeof ZGenerateKeystoreRequest>;

/**
 * The saved credentials' summary, as a save answers it, and the one copy of the new keystore and
 * its values that will ever be shown: they are sealed on the server and never answered again.
 */
export const ZGeneratedKeystore = z.object({
  credentials: ZCredentialsSummary,
  backup: z.object({
    file_name: z.string(),
    keystore_base64: z.string(),
    key_alias: z.string(),
    store_password: z.string(),
    key_password: z.string(),
  }),
});
export type TGeneratedKeystore = z.infer<typeof ZGeneratedKeystore>;

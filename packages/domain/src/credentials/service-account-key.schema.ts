import { z } from 'zod';

/**
 * A Google service account key, as Play Console gives it (docs/product/credentials.md): JSON whose
 * type is "service_account", with its client email and private key. Whether the key opens, and
 * what kind it is, is for the runtime that opens it.
 */
export const ZServiceAccountKey = z.object({
  type: z.literal('service_account'),
  client_email: z.string(),
  private_key: z.string(),
  private_key_id: z.string().optional(),
});
export type TServiceAccountKey = z.infer<typeof ZServiceAccountKey>;

/** The key in a file's text, or null when the text is not JSON or not a service account key. */
export function serviceAccountKeyOf(text: string): TServiceAccountKey | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = ZServiceAccountKey.safeParse(json);
  return parsed.success ? parsed.data : null;
}

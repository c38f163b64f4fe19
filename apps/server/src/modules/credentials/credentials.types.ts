/** A file of a credentials save: the name and type the client gave, its size and bytes. */
export type TCredentialFile = { filename: string; mimetype: string; size: number; bytes: Buffer };

/**
 * A credentials save as its form sent it (docs/product/api.md#store-credentials: "each changed
 * field, files as files"): each text field and each file, by field name.
 */
export type TCredentialsInput = {
  texts: Record<string, string>;
  files: Record<string, TCredentialFile>;
  /** Problems found in the form (a field sent twice, a value too long to keep). */
  problems: string[];
};

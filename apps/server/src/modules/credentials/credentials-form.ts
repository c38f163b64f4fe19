import { formatMessage } from '@oc/domain/messages/messages';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGES } from '@oc/domain/text/storable-text.rules';
import { CREDENTIAL_FILE_MAX_KB, KB } from '@oc/domain/uploads/upload-limits';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

/** A file of the form: what the rules judge (name, size, type) and its bytes. */
export type TFormFile = { name: string; size: number; type: string; bytes: Buffer };

/** The multipart body of a credentials save: each text field and each file, by field name. */
export type TCredentialsForm = {
  texts: Record<string, string>;
  files: Record<string, TFormFile>;
  /** Problems found while reading (a field sent twice, a value too long to keep). */
  problems: string[];
};

const MAX_FILE_BYTES = CREDENTIAL_FILE_MAX_KB * KB;
/** Far above any valid value (255 characters once spaces are removed), far below any harm. */
const MAX_FIELD_BYTES = 16 * KB;

const invalid = (details: string) => formatMessage('INVALID_REQUEST', { details });

/**
 * Reads every part of a credentials save (spec 7: "each changed field, files as files"); unlike
 * uploads/multipart.ts it keeps several files, by field. A file above 1024 KB is not an error here:
 * its reading stops at the limit and it is reported with a size above it, so that the rules answer
 * with the spec's message together with every other problem of the request.
 */
export async function readCredentialsForm(request: FastifyRequest): Promise<TCredentialsForm> {
  if (!request.isMultipart()) {
    throw new AppError(415, [invalid('send the credentials as multipart/form-data')]);
  }
  const form: TCredentialsForm = { texts: {}, files: {}, problems: [] };
  const seen = new Set<string>();
  const once = (name: string) => {
    if (seen.has(name)) form.problems.push(invalid(`${name} was sent more than once`));
    seen.add(name);
  };
  // parts() honours throwFileSizeLimit at run time; its type declaration leaves it out.
  const options: Parameters<FastifyRequest['parts']>[0] & { throwFileSizeLimit: boolean } = {
    limits: {
      fileSize: MAX_FILE_BYTES,
      files: 4,
      fields: 12,
      parts: 16,
      fieldSize: MAX_FIELD_BYTES,
    },
    throwFileSizeLimit: false,
  };
  try {
    for await (const part of request.parts(options)) {
      once(part.fieldname);
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        form.files[part.fieldname] = {
          name: part.filename,
          type: part.mimetype,
          // A truncated file was larger than the limit: say so to the rules, keep no bytes.
          size: part.file.truncated ? MAX_FILE_BYTES + 1 : bytes.length,
          bytes: part.file.truncated ? Buffer.alloc(0) : bytes,
        };
      } else if (part.valueTruncated) {
        form.problems.push(invalid(`${part.fieldname} is too long`));
      } else {
        form.texts[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    // Too many parts, a prototype name, a broken body: the client's doing, never a 500.
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new AppError(400, [invalid('too many fields or files')]);
    throw AppError.of(400, 'MULTIPART_UNREADABLE');
  }
  // The text of a form is held to the same rule as a JSON body's (lib/request-validator.ts).
  const names = Object.fromEntries(Object.entries(form.files).map(([k, f]) => [k, f.name]));
  const unstorable = findUnstorableText({ texts: form.texts, names });
  if (unstorable) throw AppError.of(400, UNSTORABLE_TEXT_MESSAGES[unstorable.reason]);
  return form;
}

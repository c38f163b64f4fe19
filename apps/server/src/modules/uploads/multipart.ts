import { formatMessage, type TMessageKey } from '@oc/domain/messages/messages';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGES } from '@oc/domain/text/storable-text.rules';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

export type TParts = {
  file: Buffer | null;
  fileName: string | null;
  fileCount: number;
  fields: Record<string, string>;
};

/** Reads a multipart body: the first file (at most maxBytes, else tooLarge with 413) and small text fields. */
export async function readParts(
  request: FastifyRequest,
  limits: { maxBytes: number; tooLarge: TMessageKey },
): Promise<TParts> {
  const parts: TParts = { file: null, fileName: null, fileCount: 0, fields: {} };
  if (!request.isMultipart()) {
    throw new AppError(415, [
      formatMessage('INVALID_REQUEST', { details: 'send the file as multipart/form-data' }),
    ]);
  }
  try {
    for await (const part of request.parts({
      limits: { fileSize: limits.maxBytes, files: 5, fields: 10, fieldSize: 2000, parts: 20 },
    })) {
      if (part.type === 'file') {
        parts.fileCount += 1;
        const bytes = await part.toBuffer();
        if (parts.fileCount === 1) {
          parts.file = bytes;
          parts.fileName = part.filename;
        }
      } else {
        parts.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.of(413, limits.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw AppError.of(400, 'ONE_FILE_AT_A_TIME');
    // Anything else (no boundary, a body cut short, too many parts) is the client's malformed form.
    throw AppError.of(400, 'MULTIPART_UNREADABLE');
  }
  // The text of a form is held to the same rule as a JSON body's (lib/request-validator.ts).
  const unstorable = findUnstorableText({ ...parts.fields, filename: parts.fileName });
  if (unstorable) throw AppError.of(400, UNSTORABLE_TEXT_MESSAGES[unstorable.reason]);
  return parts;
}

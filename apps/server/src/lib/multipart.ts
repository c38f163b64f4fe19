import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import { formatMessage } from '@oc/domain/messages/messages';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGES } from '@oc/domain/text/storable-text.rules';
import { ZUploadedImage } from '@oc/domain/uploads/image-upload.schema';
import { UPLOAD_FILE_FIELD } from '@oc/domain/uploads/upload.rules';
import { KB, WEBSITE_IMAGE_MAX_KB } from '@oc/domain/uploads/upload-limits';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** A file of a multipart body: its field, the name and type the client gave, and its bytes. */
export type TFormFile = {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
  /** Larger than the limit (only when tooLarge is 'truncate'): its bytes are not kept. */
  isTruncated: boolean;
  /** Past keepFiles: counted, its bytes not kept. */
  isDropped: boolean;
};
type TFormField = { field: string; value: string; isTruncated: boolean };
/** A multipart body as plain data, its parts in the order they were sent. */
export type TForm = {
  parts: (({ kind: 'file' } & TFormFile) | ({ kind: 'field' } & TFormField))[];
};

type TFormLimits = {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
  parts: number;
};

export type TReadFormOptions = {
  limits: TFormLimits;
  /** What a client that sent no multipart body is told to send (415). */
  sendAs: string;
  /** A file over limits.fileSize: this error (413), or 'truncate' to keep it, flagged, with no bytes. */
  tooLarge: (() => AppError) | 'truncate';
  /** Files after this many are counted but their bytes are not kept (default: every file's are). */
  keepFiles?: number;
  /**
   * The answer to a body that cannot be read, by the busboy error code and the files met so far;
   * undefined for the usual one (too many files: one at a time; anything else: unreadable).
   */
  unreadable?: (code: string | undefined, filesSeen: number) => AppError | undefined;
};

export const invalidRequest = (details: string) =>
  new AppError(400, [formatMessage('INVALID_REQUEST', { details })]);

/**
 * Reads a multipart body within its limits, every malformed body a client error (never a 500), and
 * holds its text (field values and file names) to the same rule as a JSON body's
 * (lib/request-validator.ts). The one reader of multipart bodies: routes call it and hand the
 * result to their operation as plain data.
 */
export async function readForm(request: FastifyRequest, options: TReadFormOptions): Promise<TForm> {
  if (!request.isMultipart()) {
    throw new AppError(415, [formatMessage('INVALID_REQUEST', { details: options.sendAs })]);
  }
  const form: TForm = { parts: [] };
  const keepFiles = options.keepFiles ?? Number.POSITIVE_INFINITY;
  let filesSeen = 0;
  // parts() honours throwFileSizeLimit at run time; its type declaration leaves it out.
  const partsOptions: Parameters<FastifyRequest['parts']>[0] & { throwFileSizeLimit: boolean } = {
    limits: options.limits,
    throwFileSizeLimit: options.tooLarge !== 'truncate',
  };
  try {
    for await (const part of request.parts(partsOptions)) {
      if (part.type === 'field') {
        form.parts.push({
          kind: 'field',
          field: part.fieldname,
          value: String(part.value),
          isTruncated: part.valueTruncated,
        });
        continue;
      }
      filesSeen += 1;
      const file = { kind: 'file' as const, field: part.fieldname, name: part.filename };
      if (filesSeen > keepFiles) {
        // Only counted: its bytes are not kept.
        part.file.resume();
        form.parts.push({
          ...file,
          type: part.mimetype,
          bytes: Buffer.alloc(0),
          isTruncated: false,
          isDropped: true,
        });
        continue;
      }
      const bytes = await part.toBuffer();
      const isTruncated = part.file.truncated;
      const read: TFormFile = {
        field: part.fieldname,
        name: part.filename,
        type: part.mimetype,
        bytes: isTruncated ? Buffer.alloc(0) : bytes,
        isTruncated,
        isDropped: false,
      };
      // A file input left empty is not a file the client chose: it does not take a kept place.
      if (isEmptyInput(read)) filesSeen -= 1;
      form.parts.push({ kind: 'file', ...read });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    const answer = options.unreadable?.(code, filesSeen);
    if (answer) throw answer;
    if (code === 'FST_REQ_FILE_TOO_LARGE' && options.tooLarge !== 'truncate')
      throw options.tooLarge();
    if (code === 'FST_FILES_LIMIT') throw AppError.of(400, 'ONE_FILE_AT_A_TIME');
    // Anything else (no boundary, a body cut short, too many parts) is the client's malformed form.
    throw AppError.of(400, 'MULTIPART_UNREADABLE');
  }
  const unstorable = findUnstorableText(
    form.parts.map((p) => (p.kind === 'file' ? { filename: p.name } : { [p.field]: p.value })),
  );
  if (unstorable) throw AppError.of(400, UNSTORABLE_TEXT_MESSAGES[unstorable.reason]);
  return form;
}

/** The files of a form, in the order they were sent. */
export const filesOf = (form: TForm): TFormFile[] =>
  form.parts.flatMap((p) => (p.kind === 'file' ? [p] : []));

/** The text fields of a form by name; a field sent twice keeps its last value. */
export const fieldsOf = (form: TForm): Record<string, string> =>
  Object.fromEntries(form.parts.flatMap((p) => (p.kind === 'field' ? [[p.field, p.value]] : [])));

/** A form whose file input was left empty still sends a nameless, empty file part. */
export const isEmptyInput = (file: TFormFile) =>
  !file.isDropped && !file.isTruncated && file.bytes.length === 0 && !file.name;

/** A file of a form as an operation takes it: the name and type the client gave, and its bytes. */
export const uploadedFileOf = (file: TFormFile) => ({
  filename: file.name,
  mimetype: file.type,
  bytes: file.bytes,
});

/**
 * The one file of an action upload, in source_file. A file input left empty does not count;
 * a second file is one too many.
 */
export function sourceFileOf(form: TForm) {
  const found = filesOf(form).filter((file) => !isEmptyInput(file));
  const [file] = found;
  if (found.length !== 1 || !file) throw AppError.of(400, 'ONE_FILE_AT_A_TIME');
  if (file.field !== UPLOAD_FILE_FIELD)
    throw invalidRequest(`send the file in ${UPLOAD_FILE_FIELD}`);
  return uploadedFileOf(file);
}

/**
 * An upload form: one file (its size limit is the route's) and a few short fields such as target
 * and crop.
 */
export const UPLOAD_FORM = {
  sendAs: 'send the file as multipart/form-data',
  limits: { fileSize: 0, files: 5, fields: 10, fieldSize: 2000, parts: 20 },
} satisfies Omit<TReadFormOptions, 'tooLarge'>;

/** A website's or an app's image upload (POST /api/sites/:id/images, /api/apps/:id/images). */
export const WEBSITE_IMAGE_FORM: TReadFormOptions = {
  ...UPLOAD_FORM,
  limits: { ...UPLOAD_FORM.limits, fileSize: WEBSITE_IMAGE_MAX_KB * KB },
  tooLarge: () => AppError.of(413, 'THE_MAXIMUM_IMAGE_SIZE_IS_2_MEGABYTES'),
};

/**
 * A website's or an app's image upload as its operation takes it: every file sent (the operation
 * wants exactly one), the target and the crop.
 */
export function websiteImageOf(form: TForm) {
  const { target, crop } = fieldsOf(form);
  return { files: filesOf(form).map(uploadedFileOf), target, crop };
}

/** The form and answers of an image upload, as the OpenAPI description shows them. */
export const WEBSITE_IMAGE_UPLOAD = {
  form: 'multipart/form-data: source_file (PNG or JPEG, at most 2 MB), crop (JSON {x, y, width, height} in pixels; optional), target',
  response: {
    200: okEnvelope(ZUploadedImage),
    400: ZErrorEnvelope,
    404: ZErrorEnvelope,
    413: ZErrorEnvelope,
    415: ZErrorEnvelope,
  },
};

import { z } from 'zod';

/** An uploaded file's URL (docs/design.md#data: images are files, never base64). */
export const FILE_URL_PREFIX = '/files/';
export const ZFileUrl = z
  .string()
  .regex(/^\/files\/[0-9a-f]{2}\/[0-9a-f]{64}\.(png|jpg|jpeg|webp)$/, 'must be an uploaded image');
/**
 * The storage key of an uploaded file's URL ('ab/abcd….png'); the server checks whose file it is.
 */
export const fileKeyOf = (url: string) => url.slice(FILE_URL_PREFIX.length);

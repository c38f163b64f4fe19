import { type TCropArea, ZCropArea } from '@oc/domain/uploads/image-upload.schema';
import { AppError } from '../../lib/app-error';

/** The crop an upload form sent (JSON {x, y, width, height} in whole pixels), if any. */
export function parseCrop(raw: string | undefined): TCropArea | undefined {
  if (!raw) return undefined;
  let json: unknown = null;
  try {
    json = JSON.parse(raw);
  } catch {
    // reported below, like any other malformed crop
  }
  const parsed = ZCropArea.safeParse(json);
  if (!parsed.success)
    throw AppError.of(400, 'INVALID_REQUEST', {
      details: 'crop must be {x, y, width, height} in whole pixels',
    });
  return parsed.data;
}

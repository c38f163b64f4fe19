import { notFound } from '../../lib/app-error';
import type { FileStorage } from '../../lib/storage';
import { imageVariant, type TImageWidth } from './image-variants';
import { servedFile } from './served-files';

/**
 * A stored file as GET /files serves it: its type and bytes, only when its content proves its
 * extension (docs/decisions/008-uploaded-files-verified.md); a stored file that does not (one kept
 * from before these checks) is 404. With a width, an image at most that wide.
 */
export async function readServedFile(
  storage: FileStorage,
  file: { dir: string; name: string; width?: TImageWidth | undefined },
) {
  const { dir, name, width } = file;
  const served = servedFile(name);
  const bytes = served ? await storage.get(`${dir}/${name}`) : null;
  if (!bytes || !served) throw notFound();
  if (!served.proves(bytes))
    throw notFound().withWarning('a stored file is not what its name says', {
      file: `${dir}/${name}`,
    });
  // A width asks for a smaller copy of an image; other files are served as they are.
  if (width && served.type.startsWith('image/'))
    return {
      type: served.type,
      bytes: await imageVariant(storage, `${dir}/${name}`, bytes, width),
    };
  return { type: served.type, bytes };
}

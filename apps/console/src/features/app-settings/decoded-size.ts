import type { TSize } from '@oc/domain/uploads/upload-limits';

/** The picture's real size, read by decoding it; null when the browser cannot decode it. */
export function decodedSize(file: File) {
  return new Promise<TSize | null>((resolve) => {
    const url = URL.createObjectURL(file);
    const img = new window.Image();
    img.onload = () => {
      resolve(img.naturalWidth > 0 ? { width: img.naturalWidth, height: img.naturalHeight } : null);
      URL.revokeObjectURL(url);
    };
    img.onerror = () => {
      resolve(null);
      URL.revokeObjectURL(url);
    };
    img.src = url;
  });
}

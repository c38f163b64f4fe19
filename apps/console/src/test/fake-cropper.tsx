import { useEffect } from 'react';
import { vi } from 'vitest';

// The cropper (react-easy-crop) measures its image on screen, which a test page has no layout for.
// A test replaces it with this one, which reports the crop a person would choose as soon as it
// opens; everything else, our crop dialog included, runs for real:
//   vi.mock('react-easy-crop', () => import('../../test/fake-cropper'));

type TChosen = { x: number; y: number; width: number };

let chosen: TChosen = { x: 0, y: 0, width: 600 };

/** Where the person's crop starts and how wide it is; its height follows the dialog's ratio. */
export function chooseCrop(crop: TChosen) {
  chosen = crop;
}

export default function FakeCropper({
  aspect,
  onCropComplete,
}: {
  aspect: number;
  onCropComplete: (area: unknown, pixels: unknown) => void;
}) {
  useEffect(() => {
    const { x, y, width } = chosen;
    onCropComplete({}, { x, y, width, height: width / aspect });
  }, [aspect, onCropComplete]);
  return null;
}

/** The browser decodes a picked image (the field checks it does) as a 600 × 400 picture. */
export function picturesDecode() {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picked');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.stubGlobal(
    'Image',
    class {
      naturalWidth = 600;
      onload: (() => void) | null = null;
      set src(_url: string) {
        queueMicrotask(() => this.onload?.());
      }
    },
  );
}

import type { RefObject } from 'react';
import { ScaledFrame } from '../../components/scaled-frame';

export type TPreviewWidth = 'desktop' | 'mobile';
/** The page is laid out at a real screen's width, then scaled down to fit the pane. */
const FRAME_WIDTH: Record<TPreviewWidth, number> = { desktop: 1280, mobile: 375 };

type TProps = {
  src: string;
  title: string;
  width: TPreviewWidth;
  frameRef: RefObject<HTMLIFrameElement | null>;
};

/** The website in a frame, at the chosen width, scaled to the space the pane has. */
export function PreviewFrame({ src, title, width, frameRef }: TProps) {
  return (
    <ScaledFrame src={src} title={title} frameWidth={FRAME_WIDTH[width]} frameRef={frameRef} />
  );
}

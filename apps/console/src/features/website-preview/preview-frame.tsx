import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { RefObject } from 'react';

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
  const pane = useElementSize();
  const frameWidth = FRAME_WIDTH[width];
  const scale = pane.width > 0 ? Math.min(1, pane.width / frameWidth) : 1;
  return (
    <Box ref={pane.ref} pos="relative" flex={1} mih={0} style={{ overflow: 'hidden' }}>
      <iframe
        ref={frameRef}
        src={src}
        title={title}
        // The page runs its own scripts in its own origin; it may not navigate the console away.
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        style={{
          position: 'absolute',
          top: 0,
          left: Math.max(0, (pane.width - frameWidth * scale) / 2),
          width: frameWidth,
          height: pane.height > 0 ? pane.height / scale : '100%',
          border: 0,
          transform: `scale(${scale})`,
          transformOrigin: 'top left',
          background: 'white',
        }}
      />
    </Box>
  );
}

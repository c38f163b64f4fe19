import { Box, Center, Loader } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { type RefObject, useState } from 'react';

type TProps = {
  src: string;
  title: string;
  /** The width the page is laid out at: a real screen's, scaled down to fit the pane. */
  frameWidth: number;
  /** The pane's height on screen; without it the pane takes the space its parent gives. */
  height?: number;
  frameRef?: RefObject<HTMLIFrameElement | null>;
  /** Shown over the pane until the page has loaded, so that a slow page is not a blank pane. */
  loadingLabel?: string | undefined;
};

/**
 * A page of the website's address (the site preview, the widget preview) in a frame laid out at a
 * screen's width and scaled to the pane. The page runs its own scripts in its own origin; it may
 * not navigate the console away.
 */
export function ScaledFrame({ src, title, frameWidth, height, frameRef, loadingLabel }: TProps) {
  const pane = useElementSize();
  // The address last loaded: another address (another page of the site) shows the sign again.
  const [loaded, setLoaded] = useState<string | null>(null);
  const scale = pane.width > 0 ? Math.min(1, pane.width / frameWidth) : 1;
  const paneHeight = height ?? pane.height;
  return (
    <Box
      ref={pane.ref}
      pos="relative"
      {...(height === undefined ? { flex: 1, mih: 0 } : { h: height })}
      style={{ overflow: 'hidden' }}
    >
      <iframe
        ref={frameRef}
        src={src}
        title={title}
        onLoad={() => setLoaded(src)}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        style={{
          position: 'absolute',
          top: 0,
          left: Math.max(0, (pane.width - frameWidth * scale) / 2),
          width: frameWidth,
          height: paneHeight > 0 ? paneHeight / scale : '100%',
          border: 0,
          transform: `scale(${scale})`,
          transformOrigin: 'top left',
          background: 'white',
        }}
      />
      {loadingLabel && loaded !== src && (
        <Center
          pos="absolute"
          inset={0}
          bg="var(--mantine-color-body)"
          // A spinner with no end known: a progress bar without a value.
          role="progressbar"
          aria-label={loadingLabel}
        >
          <Loader size="md" aria-hidden />
        </Center>
      )}
    </Box>
  );
}

/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { FILE_URL_PREFIX } from '@oc/domain/uploads/file-url';

// Uploaded images are served resized (`/files/<key>?w=N`), so the browser picks the smallest that
// fills the box; every image has a size or an aspect-ratio box so nothing jumps while loading.

const WIDTHS = [320, 640, 1280] as const;

/** The `srcset` of an uploaded image's resized variants; undefined for any other address. */
export function srcSetOf(src: string): string | undefined {
  if (!src.startsWith(FILE_URL_PREFIX)) return undefined;
  return WIDTHS.map((w) => `${src}?w=${w} ${w}w`).join(', ');
}

export function Img({
  src,
  alt,
  width,
  height,
  sizes,
  isLazy = false,
  isUrgent = false,
  class: className,
}: {
  /** Null when there is no image: a neutral box of the same class takes its place. */
  src: string | null;
  /** Empty when the image is decoration (the text beside it says the same). */
  alt: string;
  width: number;
  height: number;
  /** How wide the image is drawn, for `srcset` (e.g. `(min-width: 640px) 33vw, 100vw`). */
  sizes: string;
  /** Below the fold: load when scrolled near. */
  isLazy?: boolean;
  /** The page's main image: fetched before the others. */
  isUrgent?: boolean;
  class?: string;
}) {
  if (src === null) return <Placeholder class={className ?? ''} />;
  const srcset = srcSetOf(src);
  return (
    <img
      class={className}
      src={src}
      srcset={srcset}
      sizes={srcset ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={isLazy ? 'lazy' : undefined}
      fetchpriority={isUrgent ? 'high' : undefined}
      decoding="async"
    />
  );
}

/** An image with another one for small screens (up to 640 px wide), when the two differ. */
export function Picture({
  desktop,
  mobile,
  class: className,
  ...img
}: {
  desktop: string;
  mobile: string | null;
  class?: string;
  width: number;
  height: number;
  sizes: string;
  isUrgent?: boolean;
}) {
  return (
    <picture class={className}>
      {mobile && mobile !== desktop ? (
        <source media="(max-width: 640px)" srcset={srcSetOf(mobile) ?? mobile} sizes={img.sizes} />
      ) : null}
      <Img src={desktop} alt="" {...img} />
    </picture>
  );
}

/** A neutral box where an image would be, when there is neither an image nor a dummy. */
function Placeholder({ class: className }: { class: string }) {
  return <span class={`placeholder ${className}`} aria-hidden="true" />;
}

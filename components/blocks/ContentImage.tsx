import { getImageProps } from 'next/image';
import type { z } from '@/lib/validation/zod';
import type { image as imageSchema } from '@/lib/content/localized';

type ContentImageProps = {
  image: z.output<typeof imageSchema>;
  className?: string;
  /** The largest image above the fold: loaded first. */
  priority?: boolean;
  sizes?: string;
};

/**
 * An image of `content/`, served by the site itself; SVG drawings go out as they are. The same `<img>`
 * as `next/image` (its `srcset` through the image optimizer, lazy unless `priority`, decoded off the
 * main thread), rendered on the server: `next/image`'s client component would put ~5.5 kB of
 * JavaScript on every page with an image, for blur placeholders and load callbacks the site never uses.
 */
export function ContentImage({ image, className, priority, sizes }: ContentImageProps) {
  const { props } = getImageProps({
    src: image.src,
    width: image.width,
    height: image.height,
    alt: image.alt,
    unoptimized: image.src.endsWith('.svg'),
    className,
    // Next.js 16 deprecates `priority`: load at once and ahead of other requests (the LCP element).
    loading: priority ? 'eager' : undefined,
    fetchPriority: priority ? 'high' : undefined,
    sizes,
  });
  // The optimized `<img>` of next/image (getImageProps), only without its client component.
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...props} alt={image.alt} />;
}

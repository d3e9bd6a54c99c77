import { getImageProps } from 'next/image';
import { servedAsIs } from '@/lib/security/image-delivery';
import styles from './NewsImage.module.scss';

type NewsImageProps = {
  src: string;
  alt: string;
  /** The widths the image takes at each screen width, for the browser's choice from `srcset`. */
  sizes: string;
  /** The article's image above the fold: loaded first. */
  priority?: boolean;
};

/**
 * The picture of a news item, filling its frame (the caller's box with its aspect ratio and
 * `position: relative`). The same `<img>` as `next/image` with `fill` (its `srcset` through the image
 * optimizer, SVGs of the site as they are), without its ~5.5 kB client component: on the article page
 * it renders on the server; in the list's island `getImageProps` alone goes to the browser.
 */
export function NewsImage({ src, alt, sizes, priority }: NewsImageProps) {
  const { props } = getImageProps({
    src,
    alt,
    fill: true,
    sizes,
    unoptimized: servedAsIs(src),
    className: styles.image,
    loading: priority ? 'eager' : undefined,
    fetchPriority: priority ? 'high' : undefined,
  });
  // The optimized `<img>` of next/image (getImageProps), only without its client component.
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...props} alt={alt} />;
}

import Image from 'next/image';
import type { z } from '@/lib/validation/zod';
import type { image as imageSchema } from '@/lib/content/localized';

type ContentImageProps = {
  image: z.output<typeof imageSchema>;
  className?: string;
  /** The largest image above the fold: loaded first. */
  priority?: boolean;
  sizes?: string;
};

/** An image of `content/`, served by the site itself; SVG drawings go out as they are. */
export function ContentImage({ image, className, priority, sizes }: ContentImageProps) {
  return (
    <Image
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      unoptimized={image.src.endsWith('.svg')}
      className={className}
      // Next.js 16 deprecates `priority`: load at once and ahead of other requests (the LCP element).
      loading={priority ? 'eager' : undefined}
      fetchPriority={priority ? 'high' : undefined}
      sizes={sizes}
    />
  );
}

import { drawingOf } from '@/lib/content/inline-drawing';
import type { z } from '@/lib/validation/zod';
import type { image as imageSchema } from '@/lib/content/localized';

type InlineDrawingProps = {
  image: z.output<typeof imageSchema>;
  /** Prefixes the drawing's ids: unique on the page. */
  id: string;
  className?: string;
};

/**
 * One of the site's SVG drawings written into the page (lib/content/inline-drawing.ts): it paints with
 * the HTML, needs no request and is never the page's largest paint, for a picture of the first screen.
 * Assistive technology reads it as one image named by its alternative text.
 */
export function InlineDrawing({ image, id, className }: InlineDrawingProps) {
  const { viewBox, markup } = drawingOf(image.src, `${id}-`);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={viewBox}
      width={image.width}
      height={image.height}
      role="img"
      aria-label={image.alt}
      className={className}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

import { mediaSrcSet, mediaVariantUrl, parseMediaUrl } from '@inkbook/contracts/media-url';
import { cn } from '@/lib/cn';

interface MediaImageProps {
  src: string | null | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** CSS aspect-ratio of the box, e.g. '4/5', '1/1', '16/9'. The box is sized before the image loads. */
  aspect?: string;
  className?: string;
  /** Above-the-fold images load eagerly; everything else lazily. */
  priority?: boolean;
  /** Shown large in the placeholder when there is no image (e.g. the artist's initial). */
  fallback?: string;
  /** Classes for the <img> itself (e.g. object-top). */
  imgClassName?: string;
}

/**
 * Every image in the app: a fixed-aspect box (no layout shift), srcset/sizes over our media widths, lazy
 * below the fold, and a quiet placeholder when the profile has no image.
 */
export function MediaImage({
  src,
  alt,
  sizes,
  aspect = '4/5',
  className,
  priority = false,
  fallback,
  imgClassName,
}: MediaImageProps) {
  const box = cn('relative overflow-hidden bg-paper-deep', className);
  if (!src) {
    return (
      <div className={box} style={{ aspectRatio: aspect }}>
        {alt ? <span className="sr-only">{alt}</span> : null}
        <div
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center bg-gradient-to-br from-paper-deep via-line/60 to-accent-soft"
        >
          {fallback ? (
            <span className="font-display text-5xl font-semibold text-ink/30 uppercase">
              {fallback.slice(0, 1)}
            </span>
          ) : (
            <svg viewBox="0 0 32 32" className="size-10 text-ink/20" fill="currentColor" aria-hidden="true">
              <path d="M16 5c3.3 5.5 6.6 9.3 6.6 13.7a6.6 6.6 0 0 1-13.2 0C9.4 14.3 12.7 10.5 16 5z" />
            </svg>
          )}
        </div>
      </div>
    );
  }
  const isMedia = parseMediaUrl(src) !== null;
  return (
    <div className={box} style={{ aspectRatio: aspect }}>
      <img
        src={isMedia ? mediaVariantUrl(src, 'w800.webp') : src}
        srcSet={isMedia ? mediaSrcSet(src) : undefined}
        sizes={isMedia ? sizes : undefined}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        className={cn('absolute inset-0 size-full object-cover', imgClassName)}
      />
    </div>
  );
}

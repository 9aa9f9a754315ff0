import { MediaImage } from '@/components/media-image';
import { Badge } from '@/components/ui/badge';

/** Spec §9: a card shows 3 styles or specializations, then a '+N' badge for the rest. */
export const VISIBLE_TAGS = 3;

export function TagList({ tags, label }: { tags: string[]; label: string }) {
  const shown = tags.slice(0, VISIBLE_TAGS);
  const more = tags.length - shown.length;
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {shown.map((tag) => (
        <li key={tag}>
          <Badge>{tag}</Badge>
        </li>
      ))}
      {more > 0 ? (
        <li>
          <Badge variant="accent" aria-label={`${more} more`}>
            +{more}
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}

/** Spec §9: three thumbnails along the bottom of a card; empty slots keep the row's shape. */
export function Thumbnails({ images, alt }: { images: string[]; alt: string }) {
  const slots = [0, 1, 2];
  return (
    <div className="grid grid-cols-3 gap-1.5">
      {slots.map((slot) => {
        const src = images[slot];
        return src ? (
          <MediaThumb key={slot} src={src} alt={`${alt} ${slot + 1}`} />
        ) : (
          <div key={slot} aria-hidden="true" className="aspect-square rounded-lg bg-paper-deep" />
        );
      })}
    </div>
  );
}

function MediaThumb({ src, alt }: { src: string; alt: string }) {
  return <MediaImage src={src} alt={alt} aspect="1/1" sizes="112px" className="rounded-lg" />;
}

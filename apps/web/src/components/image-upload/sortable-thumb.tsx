import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { mediaVariantUrl } from '@inkbook/contracts/media-url';
import { Crop, GripVertical, X } from 'lucide-react';
import { cn } from '@/lib/cn';

interface SortableThumbProps {
  /** The value held, which also identifies the tile while it is dragged. */
  url: string;
  /** What the thumbnail is drawn from: the value itself unless it is a private upload's ref. */
  src: string;
  /** 1-based place in the list: names the image and its buttons ('Remove image 2'). */
  position: number;
  label: string;
  /** CSS aspect-ratio of the box, e.g. '1 / 1', '3 / 4'. */
  aspect: string;
  /** Hidden when there is nothing to reorder against. */
  movable: boolean;
  onCrop: () => void;
  onRemove: () => void;
}

const iconButton =
  'absolute grid size-9 place-items-center rounded-full bg-paper/90 text-ink shadow-sm shadow-ink/20 ' +
  'transition-colors hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent';

/** One chosen image: its thumbnail with Move (drag handle), Crop and Remove buttons. */
export function SortableThumb({
  url,
  src,
  position,
  label,
  aspect,
  movable,
  onCrop,
  onRemove,
}: SortableThumbProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: url });

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('relative', isDragging && 'z-10')}
    >
      <div
        className={cn(
          'overflow-hidden rounded-xl border border-line bg-paper-deep',
          isDragging && 'shadow-xl shadow-ink/25 ring-2 ring-accent',
        )}
        style={{ aspectRatio: aspect }}
      >
        {/* The 400 px rendition: thumbnails never need more. */}
        <img
          src={mediaVariantUrl(src, 'w400.webp')}
          alt={`${label} ${position}`}
          draggable={false}
          decoding="async"
          className="size-full object-cover"
        />
      </div>
      {movable ? (
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Move image ${position}`}
          className={cn(iconButton, 'top-1.5 left-1.5 cursor-grab touch-none active:cursor-grabbing')}
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      <button
        type="button"
        aria-label={`Remove image ${position}`}
        data-remove-position={position}
        onClick={onRemove}
        className={cn(iconButton, 'top-1.5 right-1.5 hover:text-accent')}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        aria-label={`Crop image ${position}`}
        onClick={onCrop}
        className={cn(iconButton, 'right-1.5 bottom-1.5')}
      >
        <Crop aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

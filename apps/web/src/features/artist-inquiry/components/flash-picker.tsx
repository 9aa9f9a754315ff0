import { Check, Plus } from 'lucide-react';
import { MediaImage } from '@/components/media-image';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

interface FlashPickerProps {
  images: string[];
  artistFirstName: string;
  value: string[];
  onChange: (next: string[]) => void;
}

/** The artist's Available Flash, each addable as a reference (spec §2 'Added as Reference', §8 toast). */
export function FlashPicker({ images, artistFirstName, value, onChange }: FlashPickerProps) {
  const toggle = (src: string) => {
    if (value.includes(src)) {
      onChange(value.filter((item) => item !== src));
      return;
    }
    onChange([...value, src]);
    toast.success('Added to References');
  };
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-ink">{artistFirstName}'s Available Flash (optional)</legend>
      <p className="mt-0.5 text-sm text-muted">Like one of these designs? Add it to your references.</p>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {images.map((src, index) => {
          const added = value.includes(src);
          return (
            <li key={src} className="flex flex-col gap-2">
              <MediaImage
                src={src}
                alt={`Flash design ${index + 1}`}
                sizes="(min-width: 640px) 200px, 45vw"
                aspect="1/1"
                className="rounded-xl border border-line"
              />
              <Button
                variant={added ? 'primary' : 'outline'}
                size="sm"
                aria-pressed={added}
                onClick={() => toggle(src)}
              >
                {added ? (
                  <Check aria-hidden="true" className="size-4" />
                ) : (
                  <Plus aria-hidden="true" className="size-4" />
                )}
                {added ? 'Added as Reference' : 'Add as Reference'}
                <span className="sr-only"> (flash design {index + 1})</span>
              </Button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

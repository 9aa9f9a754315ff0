import { useState } from 'react';
import { Gallery } from '@/components/gallery/gallery';
import { MediaImage } from '@/components/media-image';
import { Button } from '@/components/ui/button';

interface GalleryGridProps {
  images: string[];
  /** Names each image for assistive tech, e.g. 'Portfolio image'. */
  label: string;
  /** Title of the full-screen gallery. */
  title: string;
  downloadName: (n: number) => string;
  /** How many show at first. */
  initial: number;
  /** How many more 'See More Images' reveals at a time, and the most ever shown; without it there is no button. */
  more?: { step: number; max: number };
}

const sizes = '(min-width: 1024px) 200px, (min-width: 640px) 30vw, 45vw';

/** A square grid of images; each opens the full-screen gallery at that image. */
export function GalleryGrid({ images, label, title, downloadName, initial, more }: GalleryGridProps) {
  const [shown, setShown] = useState(initial);
  const [open, setOpen] = useState<number | null>(null);
  const limit = more ? Math.min(images.length, more.max) : Math.min(images.length, initial);
  const visible = images.slice(0, Math.min(shown, limit));
  const remaining = limit - visible.length;

  return (
    <>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4">
        {visible.map((src, index) => (
          <li key={src}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={`Open ${label.toLowerCase()} ${index + 1} of ${images.length}`}
              className="group block w-full overflow-hidden rounded-xl"
            >
              <MediaImage
                src={src}
                alt=""
                sizes={sizes}
                aspect="1/1"
                imgClassName="transition duration-500 group-hover:scale-105 motion-reduce:transition-none"
              />
            </button>
          </li>
        ))}
      </ul>
      {more && remaining > 0 ? (
        <div className="mt-5 flex justify-center">
          <Button variant="outline" onClick={() => setShown(visible.length + Math.min(remaining, more.step))}>
            See More Images
          </Button>
        </div>
      ) : null}
      <Gallery
        images={images}
        index={open}
        onIndexChange={setOpen}
        downloadName={downloadName}
        title={title}
      />
    </>
  );
}

import { useState } from 'react';
import { Gallery } from '@/components/gallery/gallery';
import { MediaImage } from '@/components/media-image';

interface PhotoGroup {
  title: string;
  urls: string[];
}

/**
 * The client's reference and placement photos and the flash they picked, as thumbnails that open the image preview.
 * Reference and placement photos are private media: same-origin URLs the artist's session cookie unlocks.
 */
export function InquiryPhotos({ groups, clientName }: { groups: PhotoGroup[]; clientName: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const shown = groups.filter((group) => group.urls.length > 0);
  if (shown.length === 0) return null;
  const all = shown.flatMap((group) => group.urls);
  let start = 0;
  return (
    <>
      {shown.map((group) => {
        const offset = start;
        start += group.urls.length;
        return (
          <section
            key={group.title}
            aria-label={group.title}
            className="rounded-xl border border-line bg-white p-4"
          >
            <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{group.title}</h3>
            <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4">
              {group.urls.map((url, index) => (
                <li key={url}>
                  <button
                    type="button"
                    onClick={() => setOpen(offset + index)}
                    className="block w-full overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
                  >
                    <MediaImage
                      src={url}
                      alt={`${group.title} ${index + 1}`}
                      sizes="120px"
                      aspect="1/1"
                      className="rounded-lg"
                    />
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <Gallery images={all} index={open} onIndexChange={setOpen} title={`${clientName}'s photos`} />
    </>
  );
}

import type { StudioProfile } from '@inkbook/contracts/studio';
import { useState } from 'react';
import { Gallery } from '@/components/gallery/gallery';
import { MediaImage } from '@/components/media-image';
import { slugify, studioPhotos } from '../utils/profile-links';
import { ProfileSection } from './profile-section';

/**
 * Rows of two wide photos or three square ones, so the grid never ends on a hole (on a 6-column grid):
 * n % 3 == 1 → two rows of two, n % 3 == 2 → one row of two; the pairs come first, as the featured photos.
 */
function pairedCount(count: number): number {
  if (count === 1) return 0;
  return count % 3 === 1 ? 4 : count % 3 === 2 ? 2 : 0;
}

/** The first ten interior and exterior photos; each opens the full-screen gallery. */
export function StudioPhotos({ studio }: { studio: StudioProfile }) {
  const [open, setOpen] = useState<number | null>(null);
  const photos = studioPhotos(studio);
  if (photos.length === 0) return null;
  const paired = pairedCount(photos.length);
  return (
    <ProfileSection id="studio-photos" title="Studio Photos" aside={photos.length}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-6">
        {photos.map((src, index) => (
          <li
            key={src}
            className={
              index < paired || photos.length === 1 ? 'col-span-1 sm:col-span-3' : 'col-span-1 sm:col-span-2'
            }
          >
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={`Open photo ${index + 1} of ${photos.length}`}
              className="group block size-full overflow-hidden rounded-xl"
            >
              <MediaImage
                src={src}
                alt=""
                aspect={index < paired ? '4/3' : '1/1'}
                sizes={index < paired ? '(min-width: 1024px) 380px, 50vw' : '(min-width: 1024px) 250px, 50vw'}
                className="size-full"
                imgClassName="transition-transform duration-500 group-hover:scale-[1.04]"
              />
            </button>
          </li>
        ))}
      </ul>
      <Gallery
        images={photos}
        index={open}
        onIndexChange={setOpen}
        title={`${studio.studioName} photos`}
        downloadName={(n) => `${slugify(studio.studioName)}-portfolio-${n}.png`}
      />
    </ProfileSection>
  );
}

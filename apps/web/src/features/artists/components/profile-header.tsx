import type { ArtistProfile } from '@inkbook/contracts/artist';
import { BadgeCheck, MapPin, MessageSquareText, Star, Store } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { BooksLine } from '@/components/books-line';
import { Gallery } from '@/components/gallery/gallery';
import { MediaImage } from '@/components/media-image';
import { ShareMenu } from '@/components/share-menu';
import { buttonStyles } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { useSiteOrigin } from '@/lib/use-browser-value';
import { bookingSmsHref } from '../utils/contact';
import { StyleChips } from './style-chips';

/** Name, portrait, badges, share and book actions, and the three stats (spec §2, §9 'Profile displays'). */
export function ProfileHeader({
  artist,
  inquiryButton,
}: {
  artist: ArtistProfile;
  inquiryButton?: ReactNode;
}) {
  const [photoOpen, setPhotoOpen] = useState<number | null>(null);
  const handle = artist.instagramHandle;
  const sms = bookingSmsHref(artist.phone, artist.artistName);
  const url = `${useSiteOrigin()}${paths.artist(handle)}`;
  const stats = [
    { value: String(artist.portfolioCount), label: artist.portfolioCount === 1 ? 'Work' : 'Works' },
    { value: '5.0', label: 'Rating', star: true },
    {
      value: String(artist.tattooStyles.length),
      label: artist.tattooStyles.length === 1 ? 'Specialty' : 'Specialties',
    },
  ];

  return (
    <div className="relative rounded-2xl border border-line bg-white p-5 shadow-lg shadow-ink/5 sm:p-7">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-end">
        <div className="-mt-20 shrink-0 sm:-mt-24">
          {artist.profileImage ? (
            <button
              type="button"
              onClick={() => setPhotoOpen(0)}
              aria-label={`View ${artist.artistName}'s profile photo full screen`}
              className="block rounded-2xl"
            >
              <MediaImage
                src={artist.profileImage}
                alt=""
                sizes="160px"
                aspect="3/4"
                priority
                className="w-28 rounded-2xl border-4 border-white shadow-lg sm:w-36"
              />
            </button>
          ) : (
            <MediaImage
              src={null}
              alt=""
              sizes="160px"
              aspect="3/4"
              fallback={artist.artistName}
              className="w-28 rounded-2xl border-4 border-white shadow-lg sm:w-36"
            />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-3xl leading-tight font-semibold sm:text-4xl">{artist.artistName}</h1>
            <span className="inline-flex items-center gap-1 rounded-full bg-success/10 px-2.5 py-1 text-xs font-semibold text-success">
              <BadgeCheck aria-hidden="true" className="size-4" />
              Verified Artist
            </span>
          </div>
          <p className="mt-1 text-muted">
            @{handle}
            {artist.studioName ? <> · {artist.studioName}</> : null}
          </p>
          {artist.location ? (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {artist.location}
            </p>
          ) : null}
          <BooksLine books={artist.books} className="mt-2" />
        </div>
        <div className="flex flex-wrap gap-2 sm:self-start">
          {inquiryButton}
          {sms ? (
            <a
              href={sms}
              className={buttonStyles({ variant: inquiryButton ? 'outline' : 'accent', size: 'sm' })}
            >
              <MessageSquareText aria-hidden="true" className="size-4" />
              Text to Book
            </a>
          ) : null}
          <ShareMenu
            url={url}
            title={`${artist.artistName} on Inkbook`}
            smsText={`Check out ${artist.artistName}'s tattoo work on Inkbook: ${url}`}
            copiedToast={{ title: 'Link copied!', description: 'Profile link copied to clipboard' }}
            failureToast={{ title: 'Failed to copy', description: 'Please try again.' }}
            extraItems={[
              {
                label: 'Embed on Website',
                href: `${paths.embedGenerator}?artist=${encodeURIComponent(handle)}`,
              },
            ]}
          />
        </div>
      </div>

      {artist.verifiedStudios.length > 0 ? (
        <ul className="mt-5 flex flex-wrap gap-2" aria-label="Verified by studios">
          {artist.verifiedStudios.map((studio) => (
            <li key={studio.id}>
              <Link
                to={paths.studio(studio.handle)}
                className="inline-flex items-center gap-1.5 rounded-full border border-line bg-paper px-3 py-1 text-sm font-medium hover:border-ink"
              >
                <Store aria-hidden="true" className="size-4 text-accent" />
                Verified by {studio.studioName}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}

      <dl className="mt-6 grid grid-cols-3 divide-x divide-line rounded-xl bg-paper text-center">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse px-2 py-3">
            <dt className="text-xs tracking-wide text-muted uppercase">{stat.label}</dt>
            <dd className="flex items-center justify-center gap-1 font-display text-2xl font-semibold">
              {stat.value}
              {stat.star ? <Star aria-hidden="true" className="size-4 fill-accent text-accent" /> : null}
            </dd>
          </div>
        ))}
      </dl>
      <StyleChips styles={artist.tattooStyles} max={4} className="mt-4" />

      <Gallery
        images={artist.profileImage ? [artist.profileImage] : []}
        index={photoOpen}
        onIndexChange={setPhotoOpen}
        downloadName={() => `${handle}-profile.png`}
        title={`${artist.artistName}'s profile photo`}
      />
    </div>
  );
}

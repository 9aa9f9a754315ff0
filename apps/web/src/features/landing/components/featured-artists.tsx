import type { ArtistCard } from '@inkbook/contracts/artist';
import { cardLocation } from '@inkbook/contracts/location';
import { BadgeCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { SkeletonCard } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { Carousel, CarouselItem } from './carousel';
import { DiscoverMoreCard, ProfileCard } from './profile-card';
import { SectionHeading } from './section-heading';

interface FeaturedArtistsProps {
  artists: ArtistCard[] | undefined;
  isPending: boolean;
}

/** Spec §2 'Verified Artists': up to 3 approved artists, then Discover More to /artists. */
const heading = (
  <SectionHeading
    id="verified-artists"
    eyebrow="Handpicked talent"
    title="Verified Artists"
    text="Every artist is reviewed by our team before their portfolio goes live."
  />
);

export function FeaturedArtists({ artists, isPending }: FeaturedArtistsProps) {
  return (
    <section
      aria-labelledby="verified-artists"
      className="offscreen-lazy mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-20"
    >
      {isPending ? (
        <>
          <div className="mb-6">{heading}</div>
          <div className="flex gap-4 overflow-hidden sm:gap-6" role="status" aria-label="Loading artists">
            {[0, 1, 2].map((key) => (
              <SkeletonCard key={key} aspect="4/3" className="w-[17.5rem] shrink-0 sm:w-[21rem]" />
            ))}
          </div>
        </>
      ) : (
        <Carousel label="Verified Artists" itemCount={artists?.length ?? 0} header={heading}>
          {(artists ?? []).map((artist) => (
            <CarouselItem key={artist.id}>
              <ProfileCard
                href={paths.artist(artist.instagramHandle)}
                name={artist.artistName}
                subtitle={artist.studioName}
                location={cardLocation(artist.location)}
                cover={artist.portfolioPreview[0] ?? artist.profileImage}
                avatar={artist.profileImage}
                tags={artist.tattooStyles}
                tagLabel={`${artist.artistName}'s styles`}
                thumbnails={artist.portfolioPreview.slice(1, 4)}
                badge={
                  <Badge variant="ink" className="bg-ink/85 backdrop-blur">
                    <BadgeCheck className="size-3.5" aria-hidden="true" />
                    Verified
                  </Badge>
                }
              />
            </CarouselItem>
          ))}
          <CarouselItem>
            <DiscoverMoreCard
              to={paths.artists}
              title="Browse all artists"
              text="Search by style and city to find the artist for your next piece."
            />
          </CarouselItem>
        </Carousel>
      )}
    </section>
  );
}

import { cardLocation } from '@inkbook/contracts/location';
import type { StudioCard } from '@inkbook/contracts/studio';
import { paths } from '@/config/paths';
import { Carousel, CarouselItem } from './carousel';
import { DiscoverMoreCard, ProfileCard } from './profile-card';
import { SectionHeading } from './section-heading';

/** Spec §2 'Tattoo Studios': rendered only when approved studios exist; up to 3, then Discover More. */
export function FeaturedStudios({ studios }: { studios: StudioCard[] | undefined }) {
  if (!studios || studios.length === 0) return null;
  return (
    <section
      aria-labelledby="tattoo-studios"
      className="offscreen-lazy border-t border-line bg-paper-deep/50"
    >
      <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <Carousel
          label="Tattoo Studios"
          itemCount={studios.length}
          header={
            <SectionHeading
              id="tattoo-studios"
              eyebrow="Places to get inked"
              title="Tattoo Studios"
              text="Studios with verified resident artists, clean spaces and clear policies."
            />
          }
        >
          {studios.map((studio) => (
            <CarouselItem key={studio.id}>
              <ProfileCard
                href={paths.studio(studio.handle)}
                name={studio.studioName}
                subtitle={studio.tagline}
                location={cardLocation(studio.location)}
                cover={studio.bannerImage ?? studio.photoPreview[0] ?? null}
                avatar={studio.logo}
                tags={studio.specializations}
                tagLabel={`${studio.studioName} specializations`}
                thumbnails={studio.photoPreview.slice(0, 3)}
              />
            </CarouselItem>
          ))}
          <CarouselItem>
            <DiscoverMoreCard
              to={paths.studios}
              title="Browse all studios"
              text="Find a studio near you and meet the artists who work there."
            />
          </CarouselItem>
        </Carousel>
      </div>
    </section>
  );
}

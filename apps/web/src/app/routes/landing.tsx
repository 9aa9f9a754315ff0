import { PageTitle } from '@/components/page-title';
import { useFeaturedArtists } from '@/features/landing/api/get-featured-artists';
import { useFeaturedStudios } from '@/features/landing/api/get-featured-studios';
import { ApplySection } from '@/features/landing/components/apply-section';
import { FeaturedArtists } from '@/features/landing/components/featured-artists';
import { FeaturedStudios } from '@/features/landing/components/featured-studios';
import { LandingHero } from '@/features/landing/components/landing-hero';

/** Spec §2 Landing: hero with stats, the verified-artist and studio carousels, and the apply call. */
export default function LandingRoute() {
  const artists = useFeaturedArtists();
  const studios = useFeaturedStudios();
  return (
    <>
      <PageTitle />
      <LandingHero artists={artists.data?.items} artistCount={artists.data?.total ?? null} />
      <FeaturedArtists artists={artists.data?.items} isPending={artists.isPending} />
      <FeaturedStudios studios={studios.data?.items} />
      <ApplySection />
    </>
  );
}

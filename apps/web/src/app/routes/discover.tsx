import { Building2, Palette } from 'lucide-react';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { ChoiceCard, ChoicePage } from '@/features/landing/components/choice-card';

/** Spec §2 /discover: two choices, artists or studios. */
export default function DiscoverRoute() {
  return (
    <>
      <PageTitle title="Discover" />
      <ChoicePage
        eyebrow="Discover"
        title="Find your next tattoo"
        text="Start with the artist whose style you love, or with a studio near you."
      >
        <ChoiceCard
          to={paths.artists}
          icon={Palette}
          title="Browse Artists"
          text="Explore portfolios from verified tattoo artists and send an inquiry to the one you love."
          points={[
            'Filter by style, from Fine Line to Japanese',
            'See real portfolios and flash',
            'Book through a guided inquiry',
          ]}
          cta="Browse Artists"
        />
        <ChoiceCard
          to={paths.studios}
          icon={Building2}
          title="Browse Studios"
          text="Find tattoo studios by specialization and location, and meet their verified artists."
          points={[
            'Search by specialization',
            'Photos, policies and hours up front',
            'Verified resident artists',
          ]}
          cta="Browse Studios"
          tone="dark"
        />
      </ChoicePage>
    </>
  );
}

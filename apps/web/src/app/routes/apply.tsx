import { Brush, Store } from 'lucide-react';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { ChoiceCard, ChoicePage } from '@/features/landing/components/choice-card';

/** Spec §2 /apply: the join page, for artists and for studios. */
export default function ApplyRoute() {
  return (
    <>
      <PageTitle title="Join Inkbook" />
      <ChoicePage
        eyebrow="Join Inkbook"
        title="Get listed where clients look"
        text="Applications take about 5 minutes. Our team reviews every one within 24–48 hours."
      >
        <ChoiceCard
          to={paths.onboarding}
          icon={Brush}
          title="Apply as Artist"
          text="Create your artist profile with your portfolio, styles and policies, and start receiving inquiries."
          points={[
            'Portfolio and flash in one page',
            'Inquiries with size, placement and budget',
            'A widget for your own website',
          ]}
          cta="Apply as Artist"
        />
        <ChoiceCard
          to={paths.studioOnboarding}
          icon={Store}
          title="Claim Studio Profile"
          text="List your studio, show your space and verify the artists who work with you."
          points={[
            'Photos, hours and policies',
            'Verify your resident artists',
            'Studio inquiries in one inbox',
          ]}
          cta="Claim Studio Profile"
          tone="dark"
        />
      </ChoicePage>
    </>
  );
}

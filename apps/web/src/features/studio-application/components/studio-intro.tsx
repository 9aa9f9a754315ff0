import { BadgeCheck, Camera, Store } from 'lucide-react';
import { WizardIntro } from '@/components/wizard/wizard-intro';

const cards = [
  {
    icon: Store,
    title: 'Studio basics and branding',
    text: 'Your studio name, logo, story and specializations.',
  },
  {
    icon: Camera,
    title: 'Showcase your space',
    text: 'A banner plus photos of your interior and storefront.',
  },
  {
    icon: BadgeCheck,
    title: 'Set policies and go live',
    text: 'Add hours and policies, then submit. We review applications within 24-48 hours.',
  },
] as const;

/** The landing screen before step 0 (spec §2). */
export function StudioIntro({ onStart, starting }: { onStart: () => void; starting?: boolean }) {
  return (
    <WizardIntro
      title="Claim your studio"
      note="Takes about 5 minutes to complete"
      cards={cards}
      onStart={onStart}
      starting={starting}
    />
  );
}

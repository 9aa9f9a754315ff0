import { Images, Send, UserRound } from 'lucide-react';
import { WizardIntro } from '@/components/wizard/wizard-intro';

const cards = [
  {
    icon: UserRound,
    title: 'Tell us about yourself',
    text: 'Your name, photo, styles and where clients can find you.',
  },
  { icon: Images, title: 'Show off your work', text: 'Upload 5-10 of your best tattoos.' },
  { icon: Send, title: 'Finish and submit', text: 'Our team reviews every application within 24-48 hours.' },
] as const;

/** The screen before the artist application's first step (spec §2). */
export function ArtistIntro({ onStart, starting }: { onStart: () => void; starting?: boolean }) {
  return (
    <WizardIntro
      title="Apply to Inkbook"
      note="Takes about 5 minutes to complete"
      cards={cards}
      onStart={onStart}
      starting={starting}
    />
  );
}

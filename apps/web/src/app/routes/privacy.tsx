import { LegalPage, type LegalSection } from '@/components/layouts/legal-page';
import { paths } from '@/config/paths';

const sections: LegalSection[] = [
  {
    id: 'overview',
    title: '1. Overview',
    body: [
      'This Privacy Policy explains what Inkbook collects when you browse tattoo artists and studios, send an inquiry, apply as an artist or studio, or use our AI design generator and price estimator; why we collect it; and the choices you have.',
      'We collect as little as we can to run the marketplace, and we never sell your personal information.',
    ],
  },
  {
    id: 'collect',
    title: '2. What we collect',
    body: [
      'Clients: your name, email, phone number and the details you put in an inquiry, such as your tattoo idea, placement, size, budget, availability and any reference images.',
      'Artists and studios: your application and profile (name, photos, bio, styles, portfolio, location, contact details, opening hours and policies) and your account email and a securely hashed password.',
      'Everyone: basic technical data such as your browser type, pages visited and approximate location from your IP address, used to keep the service secure and working well.',
    ],
  },
  {
    id: 'images',
    title: '3. Photos you upload',
    body: [
      'Images are re-encoded when they are uploaded. This removes hidden metadata, including camera details and GPS location, before a photo is stored or shown.',
    ],
  },
  {
    id: 'use',
    title: '4. How we use it',
    body: [
      'To show approved artist and studio profiles, deliver inquiries to the artist or studio you chose, review applications, answer support requests, prevent fraud and abuse, and improve the product.',
      'Descriptions you enter in the AI design generator are sent to our image provider only to create your designs.',
    ],
  },
  {
    id: 'sharing',
    title: '5. Who we share it with',
    body: [
      'When you send an inquiry, the artist or studio receives its contents and your contact details so they can reply. Public profiles are visible to anyone. We use a small number of service providers (hosting, email delivery and image generation) bound by contracts to protect your data. We disclose information when the law requires it.',
    ],
  },
  {
    id: 'cookies',
    title: '6. Cookies',
    body: [
      'We use one essential cookie to keep you signed in. We do not use advertising cookies. Tutorial videos are played through YouTube’s privacy-enhanced mode, which does not set cookies until you press play.',
    ],
  },
  {
    id: 'retention',
    title: '7. How long we keep it',
    body: [
      'Profiles stay while they are listed. Inquiries are kept until the artist or studio deletes them or your account is closed. Rejected applications are deleted after 12 months.',
    ],
  },
  {
    id: 'rights',
    title: '8. Your choices and rights',
    body: [
      'You can ask to see, correct, export or delete your personal information at any time. Depending on where you live (for example California or the European Union) you may have further rights, and you can complain to your local data protection authority.',
    ],
  },
  {
    id: 'contact',
    title: '9. Contact',
    body: ['Email privacy@inkbook.example with any question or request. We answer within 30 days.'],
  },
];

export default function PrivacyRoute() {
  return (
    <LegalPage
      title="Privacy Policy"
      sections={sections}
      seeAlso={{ label: 'Terms of Service', to: paths.terms }}
    />
  );
}

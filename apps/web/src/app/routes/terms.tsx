import { LegalPage, type LegalSection } from '@/components/layouts/legal-page';
import { paths } from '@/config/paths';

const sections: LegalSection[] = [
  {
    id: 'agreement',
    title: '1. Agreement to these terms',
    body: [
      'Inkbook is a marketplace that helps people discover tattoo artists and tattoo studios, send booking inquiries, sketch ideas with our AI design generator and estimate prices. By using the site you agree to these Terms of Service. If you do not agree, please do not use Inkbook.',
      'We may update these terms as the product grows. When we make a material change we will update the date above and, where we can, tell registered artists and studios by email.',
    ],
  },
  {
    id: 'who',
    title: '2. Who can use Inkbook',
    body: [
      'You must be at least 18 years old to create an account, send an inquiry or book a tattoo through Inkbook. Studios and artists may set stricter age requirements, and you must follow them.',
    ],
  },
  {
    id: 'artists-studios',
    title: '3. Artist and studio profiles',
    body: [
      'Artists and studios apply through our application forms. Our team reviews every application, usually within 24–48 hours, and may approve, reject or remove a profile at its discretion. Only approved profiles are shown publicly.',
      'You are responsible for the information on your profile: your name, location, policies, prices and contact details must be accurate and kept up to date. You confirm that you hold any licence your city, county or state requires to tattoo, and that your studio meets local health and safety rules.',
      'Portfolio and flash images must be your own work or work you have the right to show. Do not upload images of clients without their consent.',
    ],
  },
  {
    id: 'inquiries',
    title: '4. Inquiries and bookings',
    body: [
      'An inquiry is a request for a consultation, not a confirmed appointment. The agreement for any tattoo (design, placement, price, deposit and date) is made directly between the client and the artist or studio.',
      'Deposit, cancellation and touch-up policies are set by each artist or studio and shown on their profile. Inkbook does not hold deposits and is not a party to the payment unless a studio tells you otherwise in writing.',
    ],
  },
  {
    id: 'estimates',
    title: '5. Price estimates and AI designs',
    body: [
      'Price estimates are guidance only. They are based on size, placement, complexity, style and typical hourly rates; your artist will confirm an official quote before you book.',
      'Designs from the AI tattoo generator are concepts to start a conversation with your artist. They may resemble existing artwork, so do not treat them as a final, original design. Your artist will draw the piece you get.',
    ],
  },
  {
    id: 'conduct',
    title: '6. Acceptable use',
    body: [
      'Do not use Inkbook to harass anyone, send spam, post unlawful or hateful content, impersonate another person or studio, scrape profiles in bulk, or interfere with the service. We may suspend accounts that break these rules.',
    ],
  },
  {
    id: 'content',
    title: '7. Your content and our licence',
    body: [
      'You keep ownership of what you upload. You give Inkbook a worldwide, non-exclusive, royalty-free licence to host, resize, display and share that content on Inkbook and in our marketing of your profile, for as long as your profile is listed.',
    ],
  },
  {
    id: 'liability',
    title: '8. Disclaimers and liability',
    body: [
      'Tattooing carries health risks, including allergic reactions and infection. Follow your artist’s aftercare instructions and consult a doctor if something looks wrong. Inkbook does not perform tattoos and is not responsible for the work, hygiene or conduct of any artist or studio.',
      'Inkbook is provided “as is”. To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability is limited to $100.',
    ],
  },
  {
    id: 'contact',
    title: '9. Contact',
    body: [
      'Questions about these terms? Email legal@inkbook.example and we will get back to you within five business days.',
    ],
  },
];

export default function TermsRoute() {
  return (
    <LegalPage
      title="Terms of Service"
      sections={sections}
      seeAlso={{ label: 'Privacy Policy', to: paths.privacy }}
    />
  );
}

import { paths } from '@/config/paths';

export interface FooterGroup {
  title: string;
  links: Array<{ label: string; to: string }>;
}

/** Spec §2 footer: four groups linking to the product's routes (several are 'coming soon'). */
export const footerGroups: FooterGroup[] = [
  {
    title: 'For Clients',
    links: [
      { label: 'Browse Artists', to: paths.artists },
      { label: 'Browse Studios', to: paths.studios },
      { label: 'How Booking Works', to: '/how-booking-works' },
      { label: 'AI Tattoo Generator', to: paths.designGenerator },
      { label: 'Pricing Estimator', to: paths.pricingEstimator },
      { label: 'Client FAQs', to: '/client-faqs' },
      { label: 'Aftercare', to: '/aftercare' },
    ],
  },
  {
    title: 'For Artists',
    links: [
      { label: 'Apply as an Artist', to: paths.onboarding },
      { label: 'Artist Login', to: paths.login },
      { label: 'Pricing Tools', to: '/artist-pricing-tools' },
      { label: 'Embed Widget', to: paths.embedGenerator },
      { label: 'Artist Resources', to: '/artist-resources' },
      { label: 'Artist FAQs', to: '/artist-faqs' },
    ],
  },
  {
    title: 'For Studios',
    links: [
      { label: 'Claim Your Studio', to: paths.studioOnboarding },
      { label: 'Studio Onboarding', to: '/studio-onboard' },
      { label: 'Studio Login', to: '/studio-login' },
      { label: 'Manage Artists', to: '/studio-artists' },
      { label: 'Payouts', to: '/studio-payouts' },
      { label: 'Studio Resources', to: '/studio-resources' },
      { label: 'Studio FAQs', to: '/studio-faqs' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Blog', to: '/blog' },
      { label: 'Careers', to: '/careers' },
      { label: 'Press', to: '/press' },
      { label: 'Contact', to: '/contact' },
      { label: 'Terms of Service', to: paths.terms },
      { label: 'Privacy Policy', to: paths.privacy },
      { label: 'Sitemap', to: '/sitemap' },
    ],
  },
];

import type { ComingSoonSlug } from '@/config/paths';

export interface ComingSoonContent {
  title: string;
  description: string;
  features: string[];
}

/** Copy for the placeholder pages of spec §2 (marked 'In Development'). */
export const comingSoonContent: Record<ComingSoonSlug, ComingSoonContent> = {
  'how-booking-works': {
    title: 'How Booking Works',
    description: 'A step-by-step guide to finding your artist and booking your tattoo with confidence.',
    features: [
      'From first idea to finished tattoo, explained',
      'What to include in an inquiry',
      'How deposits and scheduling work',
      'Tips for your first consultation',
    ],
  },
  'client-faqs': {
    title: 'Client FAQs',
    description: 'Answers to the questions clients ask most about booking, pricing and preparing.',
    features: ['Booking and deposits', 'Pricing and what affects it', 'Preparing for your session'],
  },
  aftercare: {
    title: 'Aftercare Guide',
    description: 'Everything you need to help your new tattoo heal well and stay vibrant.',
    features: [
      'Day-by-day healing timeline',
      'Cleaning and moisturising routines',
      'What to avoid while healing',
      'When to contact your artist',
    ],
  },
  'artist-pricing-tools': {
    title: 'Artist Pricing Tools',
    description: 'Tools to help artists set consistent, fair prices and explain quotes to clients.',
    features: [
      'Hourly and piece-rate calculators',
      'Deposit and minimum settings',
      'Shareable quote templates',
    ],
  },
  'artist-resources': {
    title: 'Artist Resources',
    description: 'Guides and templates to help you grow your tattoo business on Inkbook.',
    features: [
      'Portfolio photography tips',
      'Writing policies clients understand',
      'Marketing your books',
      'Templates for consent and aftercare',
    ],
  },
  'artist-faqs': {
    title: 'Artist FAQs',
    description: 'Answers for artists about applying, your profile and handling inquiries.',
    features: ['Applying and the review process', 'Editing your profile and portfolio', 'Managing inquiries'],
  },
  'studio-onboard': {
    title: 'Studio Onboarding',
    description: 'A guided path for studios joining Inkbook with their whole team.',
    features: [
      'Invite your resident artists',
      'Set shared studio policies',
      'Showcase your space and reviews',
    ],
  },
  'studio-login': {
    title: 'Studio Login',
    description:
      'A dedicated sign-in for studio managers. Until it opens, studios sign in from the Artist Login page.',
    features: [
      'Team accounts for managers',
      'Single sign-in for multiple locations',
      'Role-based access for staff',
    ],
  },
  'studio-artists': {
    title: 'Studio Artist Management',
    description: 'Manage the artists who work at your studio from one place.',
    features: [
      'Verify resident and guest artists',
      'Shared calendars and availability',
      'Route inquiries to the right artist',
    ],
  },
  'studio-payouts': {
    title: 'Studio Payouts',
    description: 'Collect deposits centrally and pay your artists with clear records.',
    features: ['Central deposit collection', 'Automatic artist splits', 'Payout history and exports'],
  },
  'studio-resources': {
    title: 'Studio Resources',
    description: 'Guides for running a studio: hiring, health and safety, and growth.',
    features: ['Hiring and guest spot guides', 'Health and safety checklists', 'Local marketing playbooks'],
  },
  'studio-faqs': {
    title: 'Studio FAQs',
    description: 'Answers for studios about claiming a profile, verification and inquiries.',
    features: ['Claiming your studio profile', 'Verifying your artists', 'Handling studio inquiries'],
  },
  about: {
    title: 'About Inkbook',
    description: 'Our story, our mission and the people building the easiest way to book a tattoo.',
    features: ['Our mission and values', 'The team behind Inkbook', 'How we review artists and studios'],
  },
  blog: {
    title: 'Blog',
    description: 'Stories, artist spotlights and ideas from the tattoo community.',
    features: ['Artist and studio spotlights', 'Style guides and trends', 'Behind-the-scenes stories'],
  },
  careers: {
    title: 'Careers',
    description: 'Help us build the best way to discover and book tattoo artists.',
    features: ['Open roles', 'How we work', 'Benefits and perks'],
  },
  press: {
    title: 'Press',
    description: 'News, brand assets and contacts for journalists.',
    features: ['Press releases', 'Brand and logo kit', 'Media contact'],
  },
  contact: {
    title: 'Contact Us',
    description: 'Questions, feedback or partnership ideas? We would love to hear from you.',
    features: ['Support for clients and artists', 'Partnership enquiries', 'Report a problem with a profile'],
  },
  sitemap: {
    title: 'Sitemap',
    description: 'An overview of every page on Inkbook.',
    features: ['Pages for clients', 'Pages for artists and studios', 'Company and legal pages'],
  },
};

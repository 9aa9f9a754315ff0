import type { applicationStyles } from '@inkbook/contracts/artist-fields';

type ApplicationStyle = (typeof applicationStyles)[number];

// Demo profiles for an empty catalog (standalone, SEED_DEMO=true). Fictional people and places: phone numbers use
// the 555-01xx range reserved for fiction and emails the example.com domain, so nothing reaches a real person.

export interface DemoArtist {
  artistName: string;
  instagramHandle: string;
  studioName: string | null;
  location: string;
  lat: number;
  lng: number;
  bio: string;
  styles: ApplicationStyle[];
  /** Picture counts; the images themselves are drawn by demo-images.ts in the artist's colours. */
  portfolio: number;
  flash: number;
  hue: number;
  depositPolicy: string;
  cancellationPolicy: string;
  touchupPolicy: string;
}

export const demoArtists: DemoArtist[] = [
  {
    artistName: 'Maya Stone',
    instagramHandle: 'mayastone.ink',
    studioName: 'Ink & Iron Studio',
    location: 'Austin, TX',
    lat: 30.2672,
    lng: -97.7431,
    bio: 'Fine line and botanical pieces with a soft touch. Ten years in East Austin, still excited by every new flower.',
    styles: ['Fine Line', 'Botanical', 'Minimalist'],
    portfolio: 6,
    flash: 3,
    hue: 140,
    depositPolicy: 'A $100 deposit holds your date and goes toward the final price.',
    cancellationPolicy: 'Give 48 hours notice to move your date; later cancellations keep the deposit.',
    touchupPolicy: 'Free touch-ups within three months of your session.',
  },
  {
    artistName: 'Kenji Watanabe',
    instagramHandle: 'kenji.horiwave',
    studioName: 'Tidewater Tattoo Co.',
    location: 'Seattle, WA',
    lat: 47.6062,
    lng: -122.3321,
    bio: 'Traditional Japanese work: koi, dragons, peonies and waves, from single pieces to full back and sleeve projects.',
    styles: ['Japanese', 'Neo-Traditional'],
    portfolio: 5,
    flash: 2,
    hue: 5,
    depositPolicy: 'Large projects need a $200 deposit, smaller pieces $100.',
    cancellationPolicy: 'Reschedule up to 72 hours before; after that the deposit is forfeited.',
    touchupPolicy: 'One free touch-up session within six months.',
  },
  {
    artistName: 'Rosa Delgado',
    instagramHandle: 'rosa.realism',
    studioName: null,
    location: 'Miami, FL',
    lat: 25.7617,
    lng: -80.1918,
    bio: 'Black and gray realism and portraits of the people and pets you love, built slowly in smooth, soft layers.',
    styles: ['Realistic', 'Portraits', 'Black & Gray'],
    portfolio: 4,
    flash: 1,
    hue: 220,
    depositPolicy: 'Portrait sessions require a $150 non-refundable deposit.',
    cancellationPolicy: 'Cancel at least 5 days ahead to carry your deposit over to a new date.',
    touchupPolicy: 'Touch-ups are free within 90 days when aftercare was followed.',
  },
  {
    artistName: 'Theo Marsh',
    instagramHandle: 'theo.linework',
    studioName: 'Ink & Iron Studio',
    location: 'Austin, TX',
    lat: 30.2621,
    lng: -97.7286,
    bio: 'Geometric and dotwork designs: mandalas, sacred patterns and clean symmetry planned around how you move.',
    styles: ['Geometric', 'Dotwork', 'Abstract'],
    portfolio: 5,
    flash: 3,
    hue: 270,
    depositPolicy: 'A $80 deposit is due when we agree on your design.',
    cancellationPolicy: '24 hours notice lets you keep your deposit for a new date.',
    touchupPolicy: 'Free touch-ups within two months of healing.',
  },
  {
    artistName: 'Jade Okafor',
    instagramHandle: 'jade.paints.skin',
    studioName: 'Golden Hour Collective',
    location: 'Brooklyn, NY',
    lat: 40.6782,
    lng: -73.9442,
    bio: 'Watercolor and new school color work, bright and playful, with bold outlines so it still reads in ten years.',
    styles: ['Watercolor', 'New School'],
    portfolio: 4,
    flash: 2,
    hue: 320,
    depositPolicy: 'A $120 deposit confirms your booking.',
    cancellationPolicy: 'Please give 72 hours notice; deposits move once at no charge.',
    touchupPolicy: 'Color touch-ups are free within four months.',
  },
  {
    artistName: 'Sam Rivers',
    instagramHandle: 'samrivers.tattoo',
    studioName: 'Tidewater Tattoo Co.',
    location: 'Portland, OR',
    lat: 45.5152,
    lng: -122.6784,
    bio: 'American traditional and tribal: bold lines, solid color, designs that last. Walk-ins welcome most Fridays.',
    styles: ['Traditional', 'Tribal', 'Biomechanical'],
    portfolio: 3,
    flash: 3,
    hue: 35,
    depositPolicy: 'Flash needs no deposit; custom pieces need $60 up front.',
    cancellationPolicy: 'Cancel 24 hours ahead or the deposit is kept.',
    touchupPolicy: 'Touch-ups are free for life on traditional work.',
  },
];

import type { StudioSpecialization } from '@inkbook/contracts/studio-fields';

// Demo studios (see demo-artist-data.ts): fictional, 555-01xx phones, example.com addresses.

export interface DemoStudio {
  studioName: string;
  tagline: string;
  description: string;
  establishedYear: number;
  specializations: StudioSpecialization[];
  instagramHandle: string;
  location: string;
  locationAddress: string;
  lat: number;
  lng: number;
  phone: string;
  website: string;
  appointmentType: 'walk-ins' | 'appointments' | 'both';
  shopMinimum: number;
  handlesDeposits: boolean;
  hue: number;
}

const hours = (weekday: string, saturday: string) => ({
  monday: weekday,
  tuesday: weekday,
  wednesday: weekday,
  thursday: weekday,
  friday: weekday,
  saturday,
  sunday: 'Closed',
});
export const demoBusinessHours = hours('11am - 8pm', '12pm - 6pm');

export const demoStudios: DemoStudio[] = [
  {
    studioName: 'Ink & Iron Studio',
    tagline: 'Fine lines and bold ideas in East Austin',
    description:
      'A bright private studio with four resident artists and monthly guest spots. Consultations are free and every design is drawn for you.',
    establishedYear: 2012,
    specializations: ['Fine Line', 'Botanical', 'Geometric', 'Minimalist'],
    instagramHandle: 'inkandiron.atx',
    location: 'Austin, TX',
    locationAddress: '1100 E 6th St, Austin, TX 78702',
    lat: 30.2649,
    lng: -97.7331,
    phone: '(512) 555-0142',
    website: 'https://inkandiron.example.com',
    appointmentType: 'both',
    shopMinimum: 80,
    handlesDeposits: false,
    hue: 150,
  },
  {
    studioName: 'Tidewater Tattoo Co.',
    tagline: 'Traditional and Japanese work since 2004',
    description:
      'A street shop by the water with six artists, known for large-scale Japanese projects, strong traditional flash and a friendly front desk.',
    establishedYear: 2004,
    specializations: ['Japanese', 'Traditional', 'Neo-Traditional', 'Script'],
    instagramHandle: 'tidewater.tattoo',
    location: 'Seattle, WA',
    locationAddress: '2200 Western Ave, Seattle, WA 98121',
    lat: 47.6117,
    lng: -122.3467,
    phone: '(206) 555-0117',
    website: 'https://tidewater.example.com',
    appointmentType: 'walk-ins',
    shopMinimum: 100,
    handlesDeposits: true,
    hue: 200,
  },
  {
    studioName: 'Golden Hour Collective',
    tagline: 'Color, light and custom art in Brooklyn',
    description:
      'An artist-run collective in a sunlit loft, focused on watercolor, color realism and custom pieces. By appointment so every client gets quiet time.',
    establishedYear: 2018,
    specializations: ['Watercolor', 'Realistic', 'Abstract', 'Mandala'],
    instagramHandle: 'goldenhour.collective',
    location: 'Brooklyn, NY',
    locationAddress: '55 Water St, Brooklyn, NY 11201',
    lat: 40.7033,
    lng: -73.9881,
    phone: '(718) 555-0163',
    website: 'https://goldenhour.example.com',
    appointmentType: 'appointments',
    shopMinimum: 150,
    handlesDeposits: true,
    hue: 45,
  },
];

export const studioPolicies = {
  depositPolicy: 'A deposit of $100 is required to book and goes toward your final price.',
  cancellationPolicy: 'Reschedule or cancel at least 48 hours ahead to keep your deposit.',
  ageRequirements: 'You must be 18 or older with a valid photo ID.',
};

/** Spec §9 tutorial categories. */
export const tutorialCategories = ['All', 'Getting Started', 'Portfolio', 'Business', 'Marketing'] as const;
export type TutorialCategory = (typeof tutorialCategories)[number];

export interface Tutorial {
  id: string;
  title: string;
  description: string;
  category: Exclude<TutorialCategory, 'All'>;
  /** The video on YouTube; played through youtube-nocookie (the gateway's CSP allows only that frame host). */
  videoId: string;
  duration: string;
  views: number;
}

// Placeholder video ids until the team's own channel uploads are published.
export const tutorials: Tutorial[] = [
  {
    id: 'welcome',
    title: 'Welcome to Inkbook',
    description:
      'A five-minute tour: how clients find you, what a great profile looks like, and how inquiries reach your inbox.',
    category: 'Getting Started',
    videoId: 'M7lc1UVf-VE',
    duration: '4:32',
    views: 12840,
  },
  {
    id: 'how-to-apply',
    title: 'How to apply as an artist',
    description:
      'Walk through the six-step application: your photo and bio, styles, portfolio, contact details, policies and preview.',
    category: 'Getting Started',
    videoId: 'ysz5S6PUM-U',
    duration: '6:15',
    views: 8930,
  },
  {
    id: 'manage-profile',
    title: 'How to manage your profile',
    description:
      'Keep your portfolio fresh, reorder your best work, update policies and share your profile link with clients.',
    category: 'Portfolio',
    videoId: 'aqz-KE-bpKQ',
    duration: '7:48',
    views: 5410,
  },
];

export const formatViews = (views: number) =>
  `${new Intl.NumberFormat('en-US', { notation: views >= 10000 ? 'compact' : 'standard' }).format(views)} views`;

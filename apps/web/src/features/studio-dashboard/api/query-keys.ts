export const studioDashboardKeys = {
  all: (studioId: string) => ['studio-dashboard', studioId] as const,
  inquiries: (studioId: string) => ['studio-dashboard', studioId, 'inquiries'] as const,
  artistInquiries: (studioId: string) => ['studio-dashboard', studioId, 'artist-inquiries'] as const,
};

// Notification categories and who hears about which: free of schemas, so the web's settings page does not build
// zod (`notification.ts` builds its schemas from these).

/** What a person can turn email off for (the in-app item is always kept). */
export const notificationCategories = [
  'applications',
  'inquiries',
  'claims',
  'messages',
  'bookings',
  'reminders',
] as const;
export type NotificationCategory = (typeof notificationCategories)[number];

/** The categories each role hears about (the settings page shows only these). */
export const categoriesForRole: Record<string, readonly NotificationCategory[]> = {
  client: ['inquiries', 'messages', 'bookings', 'reminders'],
  artist: ['applications', 'inquiries', 'claims', 'messages', 'bookings', 'reminders'],
  studio: ['applications', 'inquiries', 'claims', 'messages', 'bookings', 'reminders'],
  'artist-studio': ['applications', 'inquiries', 'claims', 'messages', 'bookings', 'reminders'],
  admin: ['applications'],
};

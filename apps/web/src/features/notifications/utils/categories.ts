import type { NotificationCategory } from '@inkbook/contracts/notification';

/** How each email category is named on the settings and unsubscribe pages, with the one line that says what it is. */
export const categoryCopy: Record<
  NotificationCategory,
  { label: string; description: string; topic: string }
> = {
  applications: {
    label: 'Applications',
    description: 'Artist and studio applications: received, approved, or needing changes.',
    topic: 'applications',
  },
  inquiries: {
    label: 'Inquiries',
    description: 'Inquiries sent to you or by you, their replies, and a reminder when a client is waiting.',
    topic: 'inquiries',
  },
  claims: {
    label: 'Studio verification',
    description: 'Requests to verify an artist at a studio, and how they end.',
    topic: 'studio verification',
  },
  messages: {
    label: 'Messages',
    description: 'New messages in the conversation of an inquiry.',
    topic: 'messages',
  },
  bookings: {
    label: 'Bookings',
    description: 'Offers, bookings, deposits and changes to them.',
    topic: 'bookings',
  },
  reminders: {
    label: 'Reminders',
    description: 'Reminders before a booked appointment.',
    topic: 'reminders',
  },
};

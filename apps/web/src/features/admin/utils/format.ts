const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Mar 4, 2026' for the Submitted column. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** 'Mar 4, 2026, 3:45 PM' for the mailbox, where the hour matters. */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

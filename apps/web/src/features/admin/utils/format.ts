const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const numberFormat = new Intl.NumberFormat('en-US');

/** 'Mar 4, 2026' for the Submitted column. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** '12,480' for the stat cards. */
export const formatCount = (value: number) => numberFormat.format(value);

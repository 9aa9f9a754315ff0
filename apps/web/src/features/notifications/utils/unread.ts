/** The badge's text: the count, '9+' above 9 (issue 22 item 7); nothing at 0 (the badge is hidden). */
export const badgeText = (count: number) => (count > 9 ? '9+' : String(count));

/** What a screen reader hears: the true count, however the badge shortens it. */
export const unreadLabel = (count: number) =>
  count === 1 ? '1 unread notification' : `${count} unread notifications`;

/** The signed-in client's own inquiries; a send refreshes it so /my-inquiries shows the new one at once. */
export const myInquiriesQueryKey = ['inquiries', 'mine'] as const;

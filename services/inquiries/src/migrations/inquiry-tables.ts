/**
 * The two inquiry tables and whose inbox each one's rows show in, as the migrations that add to both read them (the
 * names they wrote: fixed, like the migrations themselves).
 */
export const inquiryTables = [
  { table: 'artist_inquiries', kind: 'artist', recipient: 'artist_id' },
  { table: 'studio_inquiries', kind: 'studio', recipient: 'studio_id' },
] as const;

import type { Studio } from '@inkbook/contracts/studio';

/** Spec §4: a studio shows 'Live' when approved, else its raw status. */
export const studioStatusLabel = (status: Studio['status']) => (status === 'approved' ? 'Live' : status);

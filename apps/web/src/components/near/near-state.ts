import type { NearRadius } from '@inkbook/contracts/availability-rules';

/** The part of a list's URL state that 'Near me' owns (issue 26), shared by /artists and /studios. */
export interface NearState {
  /** `lat,lng` as nearParam writes it; '' for none. */
  near: string;
  /** Miles; null: any distance. */
  radius: NearRadius | null;
  openBooks: boolean;
}

/** A new place starts at 25 miles (the example) unless a radius was already chosen. */
export const DEFAULT_RADIUS: NearRadius = 25;

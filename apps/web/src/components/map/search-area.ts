import { type NearRadius, nearRadii } from '@inkbook/contracts/availability-rules';

/** The smallest listed radius that reaches `miles` (centre to the view's corner); null (any) beyond the largest. */
export const radiusCovering = (miles: number): NearRadius | null =>
  nearRadii.find((radius) => radius >= miles) ?? null;

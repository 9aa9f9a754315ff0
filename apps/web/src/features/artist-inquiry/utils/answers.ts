import { type ArtistInquiryBodyInput, artistInquiryBodySchema } from '@inkbook/contracts/inquiry';
import type { Complexity, PlacementArea, TattooSize } from '@inkbook/contracts/tattoo-options';
import {
  availableDatesList,
  type SharedInquiryAnswers,
  sharedInquiryDefaults,
  touchupPart,
} from '@/lib/inquiry-answers';
import { type ContactMode, contactPart } from '@/lib/inquiry-sender';

/** A size an inquiry may carry ('custom' is the estimator's). */
export type InquirySize = Exclude<TattooSize, 'custom'>;

/** Every answer of the dialog, as its inputs hold them ('' while a choice is not made yet). */
export interface InquiryAnswers extends SharedInquiryAnswers {
  /** The artist's own flash images added as references: media URLs. */
  selectedFlashDesigns: string[];
  placementAreas: PlacementArea[];
  size: InquirySize | '';
  complexity: Complexity | '';
  budgetMin: number;
  budgetMax: number;
}

/** Spec §9: the budget starts at 100-1000. */
export const emptyAnswers: InquiryAnswers = {
  ...sharedInquiryDefaults,
  selectedFlashDesigns: [],
  placementAreas: [],
  size: '',
  complexity: '',
  budgetMin: 100,
  budgetMax: 1000,
};

/** The gates' rules, with the API's own messages, so the dialog and the service say the same thing. */
export const bodyFields = artistInquiryBodySchema.shape;

/**
 * POST /api/inquiries' body (spec §7: every field but confirmPassword, plus artistId). Only a visitor sends a
 * password: someone signed in adds the inquiry to their account. Prices are not sent; the service computes them.
 */
export function inquiryBody(
  answers: InquiryAnswers,
  artistId: string,
  mode: ContactMode,
): ArtistInquiryBodyInput {
  const {
    password,
    confirmPassword: _confirm,
    availableDates,
    complexity,
    size,
    isTraveling,
    fullName,
    email,
    phone,
    touchupOf,
    ...rest
  } = answers;
  return {
    ...rest,
    artistId,
    // The Size and Availability gates let no one reach Send without these.
    size: size as InquirySize,
    isTraveling: isTraveling as 'yes' | 'no',
    availableDates: availableDatesList(availableDates),
    ...contactPart(mode, { fullName, email, phone }),
    ...(complexity ? { complexity } : {}),
    ...touchupPart(touchupOf),
    ...(mode === 'sign-up' ? { password } : {}),
  };
}

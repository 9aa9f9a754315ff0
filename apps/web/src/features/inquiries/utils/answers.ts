import { type ArtistInquiryBodyInput, artistInquiryBodySchema } from '@inkbook/contracts/inquiry';
import type { ColorStyle, Complexity, PlacementArea, TattooSize } from '@inkbook/contracts/tattoo-options';

/** A size an inquiry may carry ('custom' is the estimator's). */
export type InquirySize = Exclude<TattooSize, 'custom'>;

/** Every answer of the dialog, as its inputs hold them ('' while a choice is not made yet). */
export interface InquiryAnswers {
  concept: string;
  /** Refs of private uploads (or data URLs), see upload-attachment.ts. */
  referenceImages: string[];
  /** The artist's own flash images added as references: media URLs. */
  selectedFlashDesigns: string[];
  placementAreas: PlacementArea[];
  placementPhotos: string[];
  size: InquirySize | '';
  complexity: Complexity | '';
  style: ColorStyle;
  budgetMin: number;
  budgetMax: number;
  additionalNotes: string;
  /** One free-text entry (spec §3); sent as a one-item list. */
  availableDates: string;
  isTraveling: 'yes' | 'no' | '';
  schedulingNotes: string;
  fullName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

/** Spec §9: the budget starts at 100-1000; the colour style at black & grey. */
export const emptyAnswers: InquiryAnswers = {
  concept: '',
  referenceImages: [],
  selectedFlashDesigns: [],
  placementAreas: [],
  placementPhotos: [],
  size: '',
  complexity: '',
  style: 'blackgrey',
  budgetMin: 100,
  budgetMax: 1000,
  additionalNotes: '',
  availableDates: '',
  isTraveling: '',
  schedulingNotes: '',
  fullName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
};

/** The gates' rules, with the API's own messages, so the dialog and the service say the same thing. */
export const bodyFields = artistInquiryBodySchema.shape;

/**
 * POST /api/inquiries' body (spec §7: every field but confirmPassword, plus artistId). A signed-in client sends
 * no password: the inquiry joins their account. Prices are not sent; the service computes them.
 */
export function inquiryBody(
  answers: InquiryAnswers,
  artistId: string,
  signedIn: boolean,
): ArtistInquiryBodyInput {
  const {
    password,
    confirmPassword: _confirm,
    availableDates,
    complexity,
    size,
    isTraveling,
    ...rest
  } = answers;
  const dates = availableDates.trim();
  return {
    ...rest,
    artistId,
    // The Size and Availability gates let no one reach Send without these.
    size: size as InquirySize,
    isTraveling: isTraveling as 'yes' | 'no',
    availableDates: dates ? [dates] : [],
    ...(complexity ? { complexity } : {}),
    ...(signedIn ? {} : { password }),
  };
}

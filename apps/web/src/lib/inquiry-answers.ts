import type { ColorStyle } from '@inkbook/contracts/tattoo-options';

/** What both inquiry dialogs collect and hold alike, as their inputs hold it. */
export interface SharedInquiryAnswers {
  concept: string;
  /** Refs of private uploads (components/image-upload/private-upload.ts). */
  referenceImages: string[];
  placementPhotos: string[];
  style: ColorStyle;
  /** Spec §3: one free-text entry, sent as a one-item list. */
  availableDates: string;
  isTraveling: '' | 'yes' | 'no';
  schedulingNotes: string;
  additionalNotes: string;
  fullName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  /**
   * Issue 24: the booking this inquiry asks a touch-up of ('' for a new tattoo). Held with the answers, so it goes
   * along across a sign-in and is gone once the inquiry is sent and the dialog starts over.
   */
  touchupOf: string;
}

/** A new dialog's shared answers: nothing chosen, colour style black & grey (spec §2, §9). */
export const sharedInquiryDefaults: SharedInquiryAnswers = {
  concept: '',
  referenceImages: [],
  placementPhotos: [],
  style: 'blackgrey',
  availableDates: '',
  isTraveling: '',
  schedulingNotes: '',
  additionalNotes: '',
  fullName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  touchupOf: '',
};

/** The free-text availability as the body's list: one entry, or none when left blank. */
export const availableDatesList = (text: string) => (text.trim() ? [text.trim()] : []);

/** The body's `touchupOf`: given only for a touch-up. */
export const touchupPart = (touchupOf: string) => (touchupOf ? { touchupOf } : {});

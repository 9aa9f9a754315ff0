import type { FlashPiece } from '@inkbook/contracts/availability';

/** One flash image's details as the edit's inputs hold them (issue 26: a priced, sized piece). */
export interface FlashDetailsValues {
  url: string;
  title: string;
  /** Whole dollars, as typed; '' is not priced. */
  price: string;
  /** Inches, as typed; '' is no size. */
  sizeInches: string;
  repeatable: boolean;
}

const blank = (url: string): FlashDetailsValues => ({
  url,
  title: '',
  price: '',
  sizeInches: '',
  repeatable: true,
});

/** One row per image, in the images' order: the row it had, or a blank repeatable piece for a new image. */
export const alignFlashDetails = (urls: readonly string[], rows: readonly FlashDetailsValues[]) =>
  urls.map((url) => rows.find((row) => row.url === url) ?? blank(url));

/** The rows the edit starts from: the stored details of each flash image. */
export const flashDetailsOf = (urls: readonly string[], stored: readonly FlashPiece[]) =>
  alignFlashDetails(
    urls,
    stored.map((piece) => ({
      url: piece.url,
      title: piece.title ?? '',
      price: piece.price === null ? '' : String(piece.price),
      sizeInches: piece.sizeInches === null ? '' : String(piece.sizeInches),
      repeatable: piece.repeatable,
    })),
  );

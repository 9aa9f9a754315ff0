import { artistEditFormSchema } from '@inkbook/contracts/artist-forms';
import { flashPieceUpdateSchema } from '@inkbook/contracts/availability';
import { z } from 'zod';

const { title, price, sizeInches } = flashPieceUpdateSchema.shape;
/** An input's text: '' is none (null), anything else a number (NaN, refused with the contracts' message). */
const numberOrNull = z.string().transform((value) => (value.trim() === '' ? null : Number(value)));

/** One flash row as the PUT's `flash` takes it, checked with the contracts' own rules and messages. */
const flashRowSchema = flashPieceUpdateSchema.extend({
  title: z
    .string()
    .transform((value) => (value.trim() === '' ? null : value))
    .pipe(title.unwrap()),
  price: numberOrNull.pipe(price.unwrap()),
  sizeInches: numberOrNull.pipe(sizeInches.unwrap()),
  repeatable: z.boolean(),
});

/** The edit's own rules (artistEditFormSchema), with the flash details (issue 26) saved in the same PUT. */
export const artistEditWithFlashSchema = (artist: { bio: string }) =>
  artistEditFormSchema(artist).extend({ flash: z.array(flashRowSchema) });

import { z } from 'zod';
import { INSTAGRAM_HANDLE, normalizeHandle } from './handle';

export * from './styles';

// Artist style lists and the artist fields several artist schemas share.

const STYLES_MESSAGE = 'Select at least one tattoo style';
export const artistStylesField = <T extends readonly [string, ...string[]]>(styles: T) =>
  z
    .array(z.enum(styles, { error: 'Unknown tattoo style' }), { error: STYLES_MESSAGE })
    .min(1, STYLES_MESSAGE);

const HANDLE_REQUIRED = 'Instagram handle is required';
/** Whatever was typed ('@name', a profile URL) becomes the bare lowercase handle, then must look like one. */
export const instagramHandleSchema = z
  .string({ error: HANDLE_REQUIRED })
  // Room for a pasted profile URL; the handle itself is 30 at most.
  .max(200, 'Instagram handle must be at most 200 characters')
  .transform(normalizeHandle)
  .pipe(
    z
      .string()
      .min(1, HANDLE_REQUIRED)
      // Empty is min's to report; one message per problem.
      .refine(
        (handle) => handle === '' || INSTAGRAM_HANDLE.test(handle),
        'Instagram handles use letters, numbers, periods and underscores (30 at most)',
      ),
  );

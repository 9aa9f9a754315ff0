import { z } from 'zod';
import { requiredText, text } from './fields';
import { colorOptionSchema } from './tattoo-options';

/** POST /api/generate-design (spec §3 "Design request"); lengths bound what goes into the image prompt. */
export const designRequestSchema = z.object({
  style: requiredText(1, 'Choose a style', { max: 50, label: 'Style', tooLong: 'Choose a style' }),
  subject: requiredText(1, 'Describe what you would like', {
    max: 200,
    label: 'Subject',
    tooLong: 'Please keep the subject under 200 characters',
  }),
  placement: requiredText(1, 'Choose a placement', {
    max: 50,
    label: 'Placement',
    tooLong: 'Choose a placement',
  }),
  size: requiredText(1, 'Choose a size', { max: 50, label: 'Size', tooLong: 'Choose a size' }),
  colorOption: colorOptionSchema,
  extraDetails: text({
    max: 500,
    label: 'Extra details',
    multiline: true,
    tooLong: 'Please keep the details under 500 characters',
  }).optional(),
});
export type DesignRequest = z.infer<typeof designRequestSchema>;

/** Generated images are served by us (design-ai's /api/designs/…), never an outside URL. */
export const designImageSchema = z.object({ url: z.string(), prompt: z.string().optional() });
export const designResponseSchema = z.object({ images: z.array(designImageSchema) });
export type DesignResponse = z.infer<typeof designResponseSchema>;

/** The file name the generator saves a design under (spec §7). */
export const designFileName = (timestamp: number) => `tattoo-design-${timestamp}.png`;

import { z } from 'zod';
import { designEndpoints } from './design-endpoints';
import { errorBodySchema } from './errors';
import { requiredText, text } from './fields';
import { downloadImageQuerySchema, fileResponseSchema } from './media';
import { ownUrlPath } from './media-url';
import { defineRoute, fillPath } from './route';
import { colorOptionSchema } from './tattoo-option-schemas';

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
  /**
   * Draws the same designs again: a request with the seed an answer carried gives the same image bytes. Without
   * one, every request (Generate More Designs included) draws new designs.
   */
  seed: z
    .string({ error: 'The seed must be text' })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'The seed may hold only letters, digits, - and _ (at most 64)')
    .optional(),
});
export type DesignRequest = z.infer<typeof designRequestSchema>;

/** The largest design request body (bytes): the texts above fill a few kilobytes at most. */
export const DESIGN_BODY_LIMIT = 16 * 1024;

/** The engines that can draw designs: the built-in vector engine (default) or an operator's images endpoint. */
export const designEngines = ['built-in', 'openai-images'] as const;
export type DesignEngine = (typeof designEngines)[number];

/**
 * Whether a design survives being tattooed at the chosen size: ink spreads, so lines must be at least 0.5 mm, gaps
 * 1.5 mm and lettering 4 mm tall at true size. `message` is what the design card shows.
 */
export const holdUpSchema = z.object({
  holds: z.boolean(),
  /** 'Holds up at 5 in' or 'Go at least 7 in for this much detail'. */
  message: z.string(),
  /** The smallest long side (inches) at which it holds. */
  minInches: z.number(),
  finestLineMm: z.number(),
  smallestGapMm: z.number(),
  letterHeightMm: z.number().nullable(),
});
export type HoldUpResult = z.infer<typeof holdUpSchema>;

/** The line art alone at true size, black on transparent, and its mirror image for transfer paper. */
export const stencilSchema = z.object({
  /** The long side at true size (spec §9's inches for the chosen size; 'unsure' is 5). */
  inches: z.number(),
  svg: z.string(),
  png: z.string(),
  mirroredSvg: z.string(),
  mirroredPng: z.string(),
});
export type Stencil = z.infer<typeof stencilSchema>;

/** Generated images are served by us (design-ai's /api/designs/…), never an outside URL. */
export const designImageSchema = z.object({
  /** The design as a PNG (at least 1024 px on its long side), served as an immutable file. */
  url: z.string(),
  prompt: z.string().optional(),
  /** Sent back as the request's `seed`, draws this design again, first of four (the built-in engine only). */
  seed: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  stencil: stencilSchema,
  holdUp: holdUpSchema,
});
export type DesignImage = z.infer<typeof designImageSchema>;
export const designResponseSchema = z.object({
  images: z.array(designImageSchema),
  /** Which engine drew them. */
  engine: z.enum(designEngines),
  /**
   * What the results say about what was drawn, when it is not what was asked: 'We drew lettering: our built-in
   * engine has no drawing for koi yet'.
   */
  note: z.string().optional(),
});
export type DesignResponse = z.infer<typeof designResponseSchema>;

/** Where design-ai serves its files: `/api/designs/<sha256>.png` or `.svg`. */
export const designFileUrl = (hash: string, ext: 'png' | 'svg') =>
  fillPath(designEndpoints.file.path, { name: `${hash}.${ext}` });

const DESIGN_PNG = /^\/api\/designs\/([a-f0-9]{64}\.png)$/;

/**
 * The design PNG a `GET /api/download-image?url=` names (a design or a stencil), or null: `/api/designs/<hash>.png`,
 * as a path or an absolute URL with exactly that path (`ownUrlPath`). The gateway sends these downloads to design-ai, every other one to catalog's media.
 */
export function designDownloadName(url: string): string | null {
  const path = ownUrlPath(url);
  return path === null ? null : (DESIGN_PNG.exec(path)?.[1] ?? null);
}

export const designFileParamsSchema = z.object({ name: z.string() });

export const designRoutes = {
  generate: defineRoute({
    ...designEndpoints.generate,
    summary: 'Four tattoo designs for a request, each with its stencil and hold-up check',
    body: designRequestSchema,
    response: {
      200: designResponseSchema,
      400: errorBodySchema,
      413: errorBodySchema,
      429: errorBodySchema,
      503: errorBodySchema,
    },
  }),
  // A file, not an API call: left out of the OpenAPI document.
  file: defineRoute({
    ...designEndpoints.file,
    hide: true,
    params: designFileParamsSchema,
    response: { 200: fileResponseSchema, 304: z.undefined(), 404: errorBodySchema },
  }),
  // Catalog documents this path (one path, one entry in the gateway's merged document).
  download: defineRoute({
    ...designEndpoints.download,
    hide: true,
    querystring: downloadImageQuerySchema,
    response: { 200: fileResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
  }),
} as const;

/** The file name the generator saves a design under (spec §7). */
export const designFileName = (timestamp: number) => `tattoo-design-${timestamp}.png`;
/** A requested download name that is already the generator's own keeps its timestamp. */
export const DESIGN_FILE_NAME = /^tattoo-design-(\d{1,15})\.png$/;

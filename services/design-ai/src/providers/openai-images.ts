import { sniffImageType } from '@inkbook/media';
import { unavailable } from '@inkbook/service-kit';
import sharp from 'sharp';
import { z } from 'zod';
import type { DesignAiConfig } from '../config';
import { holdUpCheck } from '../engine/holdup';
import { inchesOf } from '../engine/plan';
import { DESIGN_LONG_SIDE } from '../engine/render';
import type { DesignProvider, DrawnDesign } from './provider';
import { traceStencil } from './trace';

export const MODEL_UNAVAILABLE =
  'The design model is not answering right now. Please try again in a few minutes.';
export const MODEL_TIMED_OUT = 'The design model took too long to answer. Please try again in a few minutes.';

/** What an OpenAI-compatible images endpoint answers: images as base64 PNG/JPEG/WebP. */
const answerSchema = z.object({ data: z.array(z.object({ b64_json: z.string() })).min(1) });

/** The largest image accepted from the model (decoded pixels), so a broken endpoint cannot exhaust memory. */
const MAX_PIXELS = 4096 * 4096;

/** A model's image, checked by its bytes and re-encoded as our PNG (at least 1024 px on its long side). */
async function toDesignPng(base64: string): Promise<{ png: Buffer; width: number; height: number }> {
  const bytes = Buffer.from(base64, 'base64');
  if (!sniffImageType(bytes)) throw unavailable(MODEL_UNAVAILABLE);
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .resize(DESIGN_LONG_SIDE, DESIGN_LONG_SIDE, { fit: 'inside', withoutEnlargement: false })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw unavailable(MODEL_UNAVAILABLE);
    });
  return { png: data, width: info.width, height: info.height };
}

/**
 * DESIGN_PROVIDER=openai-images: the composed prompt goes to `{DESIGN_API_URL}/images/generations` (OpenAI, or a
 * local Stable Diffusion server that speaks the same API). Its images are stored like the built-in ones; their
 * stencils are traced from the pictures. A timeout or any failure is a 503 with a clear message, never a hang.
 */
export function createOpenAiImagesProvider(config: DesignAiConfig): DesignProvider {
  const endpoint = new URL('images/generations', `${String(config.DESIGN_API_URL).replace(/\/?$/, '/')}`);
  return {
    engine: 'openai-images',
    async draw(request, prompt, seeds, signal) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.DESIGN_API_KEY && { authorization: `Bearer ${config.DESIGN_API_KEY}` }),
          },
          body: JSON.stringify({
            model: config.DESIGN_API_MODEL,
            prompt,
            n: seeds.length,
            size: '1024x1024',
            response_format: 'b64_json',
          }),
          signal: AbortSignal.any([signal, AbortSignal.timeout(config.DESIGN_API_TIMEOUT_MS)]),
        });
      } catch (error) {
        throw unavailable((error as Error).name === 'TimeoutError' ? MODEL_TIMED_OUT : MODEL_UNAVAILABLE);
      }
      const parsed = answerSchema.safeParse(response.ok ? await response.json().catch(() => null) : null);
      if (!parsed.success) throw unavailable(MODEL_UNAVAILABLE);
      const inches = inchesOf(request.size);
      return Promise.all(
        parsed.data.data.slice(0, seeds.length).map(async ({ b64_json }, i): Promise<DrawnDesign> => {
          const image = await toDesignPng(b64_json);
          const stencil = await traceStencil(image.png, inches, prompt);
          return {
            seed: seeds[i] as string,
            ...image,
            stencil: stencil.svg,
            mirroredStencil: stencil.mirroredSvg,
            inches,
            holdUp: holdUpCheck(stencil.metrics, inches),
          };
        }),
      );
    },
  };
}

import { randomBytes } from 'node:crypto';
import {
  type DesignImage,
  type DesignRequest,
  type DesignResponse,
  designFileUrl,
} from '@inkbook/contracts/design';
import type { DecodeQueue } from '@inkbook/media';
import type { DesignProvider, DrawnDesign } from '../providers/provider';
import { type DesignFiles, saveDesignFile } from './design-file.service';
import type { GenerateLimiter } from './generate-limiter';
import { composePrompt } from './prompt';

/** Four designs per request (issue 15). */
export const DESIGNS_PER_REQUEST = 4;

export interface DesignStudio {
  files: DesignFiles;
  provider: DesignProvider;
  queue: DecodeQueue;
  limiter: GenerateLimiter;
}

/**
 * The seeds of one request: the caller's seed (the same designs again) or a new one, and three derived from it.
 * The first design is drawn from the seed itself, so sending any design's seed back draws that design first.
 */
export const seedsFor = (seed: string | undefined) => {
  const base = seed ?? randomBytes(9).toString('base64url');
  return Array.from({ length: DESIGNS_PER_REQUEST }, (_, i) => (i === 0 ? base : `${base}-${i + 1}`));
};

async function store(files: DesignFiles, design: DrawnDesign, prompt: string): Promise<DesignImage> {
  const [png, svg, mirroredSvg] = await Promise.all([
    saveDesignFile(files, design.png, 'png'),
    saveDesignFile(files, Buffer.from(design.stencil), 'svg'),
    saveDesignFile(files, Buffer.from(design.mirroredStencil), 'svg'),
  ]);
  return {
    url: designFileUrl(png, 'png'),
    prompt,
    seed: design.seed,
    width: design.width,
    height: design.height,
    stencil: {
      inches: design.inches,
      svg: designFileUrl(svg, 'svg'),
      // A stencil's PNG is named after its SVG and rendered at true size when first asked for.
      png: designFileUrl(svg, 'png'),
      mirroredSvg: designFileUrl(mirroredSvg, 'svg'),
      mirroredPng: designFileUrl(mirroredSvg, 'png'),
    },
    holdUp: design.holdUp,
  };
}

/**
 * POST /api/generate-design: counts against the caller's address, waits for a drawing slot (503 when too many
 * wait), draws four designs and stores each with its stencils.
 */
export async function generateDesigns(
  studio: DesignStudio,
  request: DesignRequest,
  ip: string,
  signal: AbortSignal,
): Promise<DesignResponse> {
  await studio.limiter.consume(ip);
  const prompt = composePrompt(request);
  const drawn = await studio.queue.run(
    () => studio.provider.draw(request, prompt, seedsFor(request.seed), signal),
    signal,
  );
  const images = await Promise.all(drawn.map((design) => store(studio.files, design, prompt)));
  const note = studio.provider.noteFor?.(request);
  return { images, engine: studio.provider.engine, ...(note ? { note } : {}) };
}

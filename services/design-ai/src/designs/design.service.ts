import { randomBytes } from 'node:crypto';
import {
  type DesignImage,
  type DesignRequest,
  type DesignResponse,
  designFileUrl,
} from '@inkbook/contracts/design';
import type { DecodeQueue } from '@inkbook/media';
import type { DesignAiDb } from '../db';
import type { DesignProvider, DrawnDesign } from '../providers/provider';
import { saveDesignFile } from './design-file.repository';
import type { GenerateLimiter } from './generate-limiter';
import { composePrompt } from './prompt';

/** Four designs per request (issue 15). */
export const DESIGNS_PER_REQUEST = 4;

export interface DesignStudio {
  db: DesignAiDb;
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

async function store(db: DesignAiDb, design: DrawnDesign, prompt: string): Promise<DesignImage> {
  const [png, svg, mirroredSvg] = await Promise.all([
    saveDesignFile(db, design.png, 'png'),
    saveDesignFile(db, Buffer.from(design.stencil), 'svg'),
    saveDesignFile(db, Buffer.from(design.mirroredStencil), 'svg'),
  ]);
  const hash = (name: string) => name.slice(0, 64);
  return {
    url: designFileUrl(hash(png), 'png'),
    prompt,
    seed: design.seed,
    width: design.width,
    height: design.height,
    stencil: {
      inches: design.inches,
      svg: designFileUrl(hash(svg), 'svg'),
      // A stencil's PNG is named after its SVG and rendered at true size when first asked for.
      png: designFileUrl(hash(svg), 'png'),
      mirroredSvg: designFileUrl(hash(mirroredSvg), 'svg'),
      mirroredPng: designFileUrl(hash(mirroredSvg), 'png'),
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
  const images = await Promise.all(drawn.map((design) => store(studio.db, design, prompt)));
  return { images, engine: studio.provider.engine };
}

import type { FileType, MediaStore } from '@inkbook/media';
import { notFound } from '@inkbook/service-kit';
import type { DesignAiDatabase } from '../db';
import { renderStencilPng } from '../engine/render';
import type { DesignStudio } from './design.service';

/** Designs and stencils, kept as drawn (an SVG is never re-encoded) in this service's media tables. */
export type DesignFiles = MediaStore<DesignAiDatabase>;

const NAME = /^([a-f0-9]{64})\.(png|svg)$/;
// Every design is public: anyone with its URL may see it (spec §6: visitors use the generator).
const PUBLIC = { visibility: 'public' } as const;

/** Keeps one drawn file; answers the hash its URL is named after (the same drawing again restarts its clock). */
export const saveDesignFile = (files: DesignFiles, bytes: Buffer, type: FileType) =>
  files.keep(bytes, { type, ...PUBLIC });

/**
 * A stored design file by name (`<hash>.<png|svg>`), as the routes send it. A stencil's PNG is the rendering of
 * the SVG of the same hash: drawn at true size the first time someone asks (most people never print one), through
 * the drawing queue, then kept beside it.
 */
export async function findOrRenderDesignFile(studio: Pick<DesignStudio, 'files' | 'queue'>, name: string) {
  const match = NAME.exec(name);
  if (!match) throw notFound('Image not found');
  const [, hash = '', type] = match;
  const file = await studio.files.findVariant(hash, type as FileType, 'public');
  if (file) return { content_type: file.contentType, bytes: file.bytes };
  const svg = type === 'png' ? await studio.files.findVariant(hash, 'svg', 'public') : undefined;
  if (!svg) throw notFound('Image not found');
  const png = await studio.queue.run(() => renderStencilPng(svg.bytes));
  await studio.files.keep(png, { type: 'png', hash, ...PUBLIC });
  return { content_type: 'image/png', bytes: png };
}

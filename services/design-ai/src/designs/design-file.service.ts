import { notFound } from '@inkbook/service-kit';
import { renderStencilPng } from '../engine/render';
import type { DesignStudio } from './design.service';
import { findDesignFile, saveDesignFile } from './design-file.repository';

const NAME = /^([a-f0-9]{64})\.(png|svg)$/;

/**
 * A stored design file by name. A stencil's PNG is the rendering of the SVG of the same hash: drawn at true size
 * the first time someone asks (most people never print one), through the drawing queue, then kept.
 */
export async function findOrRenderDesignFile(studio: Pick<DesignStudio, 'db' | 'queue'>, name: string) {
  const match = NAME.exec(name);
  if (!match) throw notFound('Image not found');
  const file = await findDesignFile(studio.db, name);
  if (file) return file;
  const svg = match[2] === 'png' ? await findDesignFile(studio.db, `${match[1]}.svg`) : undefined;
  if (!svg) throw notFound('Image not found');
  const png = await studio.queue.run(() => renderStencilPng(svg.bytes));
  await saveDesignFile(studio.db, png, 'png', name);
  return { content_type: 'image/png', bytes: png };
}

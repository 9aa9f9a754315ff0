import { drawDesign, noteFor } from '../engine';
import type { DesignProvider } from './provider';

/** The offline procedural vector engine (the default): no model, no network, same seed same bytes. */
export const builtInProvider: DesignProvider = {
  engine: 'built-in',
  draw: (request, _prompt, seeds) =>
    Promise.all(seeds.map(async (seed) => ({ seed, ...(await drawDesign(request, seed)) }))),
  noteFor,
};

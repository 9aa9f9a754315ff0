import type { DesignEngine, DesignRequest } from '@inkbook/contracts/design';
import type { HoldUp } from '../engine/holdup';

/** One drawn design, before it is stored: the picture, its stencil pair and its hold-up check. */
export interface DrawnDesign {
  seed: string;
  png: Buffer;
  width: number;
  height: number;
  stencil: string;
  mirroredStencil: string;
  /** The stencil's true size (inches) on its long side. */
  inches: number;
  holdUp: HoldUp;
}

/** Something that draws the four designs of a request: the built-in engine or an operator's images model. */
export interface DesignProvider {
  engine: DesignEngine;
  draw(request: DesignRequest, prompt: string, seeds: string[], signal: AbortSignal): Promise<DrawnDesign[]>;
  /** What the results should say about what it drew for `request` (the built-in engine names a subject it lacks). */
  noteFor?(request: DesignRequest): string | undefined;
}

import type { DesignRequest } from '@inkbook/contracts/design';
import { designApi } from '@/lib/api';
import { useCommand } from '@/lib/use-command';

/** POST /api/generate-design: four designs, each with its stencil and hold-up check. */
export const generateDesign = (request: DesignRequest) => designApi.generate({ body: request });

/**
 * The call behind 'Generate Designs' and 'Generate More Designs' (the same request, no seed: new designs). The spec
 * only logs a failure; a person needs to know: a busy or unavailable generator (429, 503) says why and when to try
 * again in its own words (useCommand's rule), anything else gets the general line.
 */
export function useGenerateDesign() {
  return useCommand({
    mutationFn: generateDesign,
    failure: {
      title: 'Could not create designs',
      description: 'We could not make your designs. Please try again.',
    },
  });
}

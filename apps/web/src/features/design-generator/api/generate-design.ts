import type { DesignRequest, DesignResponse } from '@inkbook/contracts/design';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/generate-design: four designs, each with its stencil and hold-up check. */
export const generateDesign = (request: DesignRequest) =>
  api.post<DesignResponse>('/api/generate-design', request);

/** The call behind 'Generate Designs' and 'Generate More Designs' (the same request, no seed: new designs). */
export function useGenerateDesign() {
  return useMutation({ mutationFn: generateDesign });
}

import type { Studio, StudioApplicationInput } from '@inkbook/contracts/studio';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/studios: the application with its password; the studio starts pending review (spec §4). */
export const submitStudioApplication = (body: StudioApplicationInput) =>
  api.post<Studio>('/api/studios', body);

export function useSubmitStudioApplication() {
  return useMutation({ mutationFn: submitStudioApplication });
}

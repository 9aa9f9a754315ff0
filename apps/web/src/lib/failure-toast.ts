import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * A change that failed: the server's own message when it refused the input (400, e.g. a note over 5,000
 * characters), otherwise the spec's §8 text for that action. Nothing on screen changes with it.
 */
export function toastFailure(error: unknown, fallback: string) {
  const refused = isApiError(error) && error.status === 400 ? error.serverMessage : undefined;
  toast.error('Error', { description: refused ?? fallback });
}

// Every web test file: Testing Library's DOM matchers (toBeInTheDocument, toBeDisabled, …) on `expect`, and a clean
// document between tests (vitest runs without globals, so Testing Library cannot register its own cleanup).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toast } from '@/lib/toast';

// findBy*/waitFor wait up to 5 s rather than 1: a dialog's lazily loaded step can take longer to appear while the
// whole suite runs on a loaded two-core machine (what never appears still fails).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Toasts live in sonner's module state: a toast a test left would show again in the next test's toaster.
  toast.dismiss();
});

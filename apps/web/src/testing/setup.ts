// Every web test file: Testing Library's DOM matchers (toBeInTheDocument, toBeDisabled, …) on `expect`, and a clean
// document between tests (vitest runs without globals, so Testing Library cannot register its own cleanup).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toast } from '@/lib/toast';

afterEach(() => {
  cleanup();
  // Toasts live in sonner's module state: a toast a test left would show again in the next test's toaster.
  toast.dismiss();
});

// Every web test file: Testing Library's DOM matchers (toBeInTheDocument, toBeDisabled, …) on `expect`, and a clean
// document between tests (vitest runs without globals, so Testing Library cannot register its own cleanup).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

import { cleanup } from '@testing-library/react';
import { setI18n } from 'react-i18next';
import { afterAll, beforeAll, vi } from 'vitest';

// The web tests share one module graph and one document per worker (isolate: false, nearly four times
// faster than a fresh one per file). Each file starts as it would alone: with no interface
// language set up (a screen's texts are their keys until a file sets up i18n itself), nothing in
// the storages, nothing rendered, real timers and no mock left by the file before.
beforeAll(() => {
  setI18n(undefined as never);
  localStorage.clear();
  sessionStorage.clear();
});

afterAll(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

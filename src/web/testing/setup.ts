import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { i18n } from '@lingui/core';
import { clearToasts } from '../components/ui/toast/toast-store';
import { resetCachedPublicAnswersForTests } from '../lib/cached-public-resets';
import { server } from './msw-server';

// Outside production the macro keeps each message's source text, so English renders without a loaded catalog.
beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

// findBy*/waitFor wait on their condition up to this ceiling (the default, 1 s, failed screen tests on a loaded
// CI machine while the screen was still rendering).
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearToasts();
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetCachedPublicAnswersForTests();
});

afterAll(() => server.close());

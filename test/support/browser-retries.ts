import { afterAll, jest } from '@jest/globals';
import { closePageBrowsers } from './browser.js';

// A browser test that failed because Chromium crashed under it runs again once, in a fresh browser (see newPage).
// A test that fails for its own reasons fails twice, and the errors of both tries are printed.
jest.retryTimes(1, { logErrorsBeforeRetry: true });

afterAll(closePageBrowsers);

import { afterAll, jest } from '@jest/globals';
import { closePageBrowsers } from './browser.js';

// A browser test that failed because Chromium crashed under it runs again, in a fresh browser (see newPage): on this
// machine kind Chromium dies now and then ('Target page, context or browser has been closed'), seen in about one
// clean-clone run in two. A test that fails for its own reasons fails three times, and every try's errors print.
jest.retryTimes(2, { logErrorsBeforeRetry: true });

afterAll(closePageBrowsers);

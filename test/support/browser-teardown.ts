import { afterAll } from '@jest/globals';
import { closePageBrowsers } from './browser.js';

// A test that failed before closing its page must not leave a Chromium of its own running into the next file.
afterAll(closePageBrowsers);

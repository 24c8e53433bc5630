import { rmSync } from 'node:fs';
import { removeScratchRoot } from './scratch-dir.mjs';

export default async function closeBrowserTier() {
  await globalThis.sharedChromium?.close();
  if (process.env.TEST_TEMPLATE_DIR) rmSync(process.env.TEST_TEMPLATE_DIR, { recursive: true, force: true });
  removeScratchRoot(globalThis.scratchRoot);
}

import { rmSync } from 'node:fs';

export default function removeAppTemplate() {
  if (process.env.TEST_TEMPLATE_DIR) rmSync(process.env.TEST_TEMPLATE_DIR, { recursive: true, force: true });
}

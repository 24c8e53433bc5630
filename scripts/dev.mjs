// Development: the API (rebuilt when its sources changed) on :3000 and Vite's dev server with hot reload on :5173.
import { spawn, spawnSync } from 'node:child_process';

const built = spawnSync('node', ['scripts/ensure-built.mjs'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
const children = [
  spawn('node', ['backend/dist/main.js'], { stdio: 'inherit' }),
  spawn('vite', ['--port', '5173'], { stdio: 'inherit', cwd: 'frontend' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));

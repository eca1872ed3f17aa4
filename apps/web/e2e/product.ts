import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor } from './net';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Starts the product the way a user does (`npm start`: the web app built if its sources changed,
 * the API compiled, migrations and seeds) on a throwaway data dir and free ports, with `env` on
 * top (e.g. 2-second access tokens, demo data). The suite's shared product (global setup) and a
 * test's own instance are both started here. `stop` ends it and removes its data.
 */
export async function startProduct(env: Record<string, string>, { startTimeoutMs = 180_000 } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acf-e2e-'));
  const port = await freePort();
  const apiPort = await freePort();
  const log = fs.openSync(path.join(dataDir, 'product.log'), 'a');
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${port}`,
      ...env,
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const baseURL = `http://localhost:${port}`;
  const stop = async () => {
    if (child.pid && child.exitCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((r) => {
        const t = setTimeout(r, 10_000);
        child.on('exit', () => {
          clearTimeout(t);
          r(null);
        });
      });
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${baseURL}/api/v1/health`, child, startTimeoutMs);
    await waitFor(`${baseURL}/login`, child, 120_000);
  } catch (err) {
    console.error(fs.readFileSync(path.join(dataDir, 'product.log'), 'utf8').slice(-4000));
    await stop();
    throw err;
  }
  return { baseURL, apiURL: `http://127.0.0.1:${apiPort}`, dataDir, stop };
}

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { findBrowser } from '../../../scripts/browser.mjs';
import { freePort, waitFor } from './net';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    apiURL: string;
    adminPassword: string;
    dataDir: string;
    chromiumPath: string;
  }
}

/** Starts the product the way a user does (`npm start`), on a throwaway data dir and free ports. */
export default async function setup(project: TestProject) {
  // `npm run test:e2e` has found or installed the browser before; a direct run gets the same
  // message, before the product starts.
  const chromiumPath: string | undefined = findBrowser();
  if (!chromiumPath) throw new Error('No browser for the browser tests: run `node scripts/browser.mjs`.');
  project.provide('chromiumPath', chromiumPath);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acf-e2e-'));
  const port = await freePort();
  const apiPort = await freePort();
  const adminPassword = 'E2e-Admin-Pass1';
  const log = fs.openSync(path.join(dataDir, 'product.log'), 'a');
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_PASSWORD: adminPassword,
      // Short-lived access tokens let the browser tests watch a refresh happen.
      ACCESS_TOKEN_TTL_SECONDS: process.env.E2E_ACCESS_TOKEN_TTL_SECONDS ?? '900',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${port}`,
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const baseURL = `http://localhost:${port}`;
  try {
    await waitFor(`${baseURL}/api/v1/health`, child, 540_000);
    await waitFor(`${baseURL}/`, child, 60_000);
  } catch (err) {
    console.error(fs.readFileSync(path.join(dataDir, 'product.log'), 'utf8').slice(-4000));
    throw err;
  }
  project.provide('baseURL', baseURL);
  project.provide('apiURL', `http://127.0.0.1:${apiPort}`);
  project.provide('adminPassword', adminPassword);
  project.provide('dataDir', dataDir);

  return async () => {
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
}

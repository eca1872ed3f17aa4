import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('package-lock.json', () => {
  it('is complete: `npm ci` takes it as it is (it refused a lock without the other platforms’ optional packages)', () => {
    const run = spawnSync('npm', ['ci', '--dry-run', '--no-audit', '--no-fund'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(run.stderr).not.toMatch(
      /can only install packages when your package\.json and package-lock\.json/,
    );
    expect(run.status).toBe(0);
  }, 120_000);
});

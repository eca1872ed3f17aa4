import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BrowserNotFound, ensureBrowser, findBrowser, INSTALL_COMMAND } from './browser.mjs';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'browser.mjs');
let dir;

function file(name, mode = 0o755) {
  const p = path.join(dir, name);
  fs.mkdirSync(path.dirname(p), { recursive: true });
  fs.writeFileSync(p, '#!/bin/sh\n');
  fs.chmodSync(p, mode);
  return p;
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acf-browser-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('findBrowser', () => {
  it('takes CHROMIUM_PATH first', () => {
    const mine = file('custom/chrome');
    file('bin/chromium');
    expect(findBrowser({ env: { CHROMIUM_PATH: mine, PATH: path.join(dir, 'bin') }, locations: [] })).toBe(
      mine,
    );
  });

  it('refuses a CHROMIUM_PATH that is not there, naming the variable, instead of looking elsewhere', () => {
    file('bin/chromium');
    const env = { CHROMIUM_PATH: path.join(dir, 'nothing'), PATH: path.join(dir, 'bin') };
    expect(() => findBrowser({ env, locations: [] })).toThrow(BrowserNotFound);
    expect(() => findBrowser({ env, locations: [] })).toThrow(/CHROMIUM_PATH is set to .*nothing/);
  });

  it('looks up chromium before chrome on PATH, and skips files that are not executable', () => {
    const chrome = file('a/google-chrome');
    file('b/chromium', 0o644);
    const env = { PATH: [path.join(dir, 'a'), path.join(dir, 'b')].join(path.delimiter) };
    expect(findBrowser({ env, locations: [] })).toBe(chrome);
    const chromium = file('c/chromium');
    env.PATH += path.delimiter + path.join(dir, 'c');
    expect(findBrowser({ env, locations: [] })).toBe(chromium);
  });

  it('falls back to the install locations, and finds nothing when there is nothing', () => {
    const env = { PATH: path.join(dir, 'empty') };
    expect(findBrowser({ env, locations: [path.join(dir, 'opt/chrome')] })).toBeUndefined();
    const installed = file('opt/chrome');
    expect(findBrowser({ env, locations: [path.join(dir, 'missing'), installed] })).toBe(installed);
  });
});

describe('ensureBrowser', () => {
  it('without a browser and without apt-get, stops with the command to run', () => {
    const lines = [];
    const env = { PATH: path.join(dir, 'empty') };
    expect(() => ensureBrowser({ env, locations: [], log: (l) => lines.push(l) })).toThrow(INSTALL_COMMAND);
    expect(lines).toEqual([]);
  });

  it('returns the browser it finds without installing anything', () => {
    const chromium = file('bin/chromium');
    const lines = [];
    // No apt-get on this PATH, so nothing can be installed even as root.
    const env = { PATH: path.join(dir, 'bin') };
    expect(ensureBrowser({ env, locations: [], log: (l) => lines.push(l) })).toBe(chromium);
    expect(lines).toEqual([]);
  });

  it('as a command, a wrong CHROMIUM_PATH is one line naming the variable and exit code 1', () => {
    const r = spawnSync(process.execPath, [script], {
      env: { PATH: process.env.PATH, CHROMIUM_PATH: path.join(dir, 'nothing') },
      encoding: 'utf8',
    });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('CHROMIUM_PATH');
  });
});

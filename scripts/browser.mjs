#!/usr/bin/env node
// Finds the Chromium that the browser tests drive, and installs Debian's when it can.
//
// Order: CHROMIUM_PATH (a missing file stops with a message naming the variable), then the
// usual names on PATH, then the usual install locations. When none is found and the user is
// root with apt-get, Debian's `chromium` and the fonts the screenshots need are installed with
// one line of output. Otherwise it stops with one message that gives the command to run.
//
// `node scripts/browser.mjs` prints nothing and exits 0 when a browser is ready; the test
// commands run it before any browser test. The e2e setup imports `findBrowser` for the path.
// The camera test also needs ffmpeg (its fake camera's video) and poppler-utils (pdftoppm draws
// the label's pages): installed the same way, with the browser.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Executable names looked up on PATH, in order. */
export const BROWSER_NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

/** Install locations that are often not on PATH. */
export const BROWSER_LOCATIONS = [
  '/usr/bin/chromium',
  '/usr/lib/chromium/chromium',
  '/snap/bin/chromium',
  '/opt/google/chrome/chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** The Debian packages the browser tests need from the system (the browser first). */
export const SYSTEM_PACKAGES = ['chromium', 'fonts-noto-core', 'ffmpeg', 'poppler-utils'];

export const INSTALL_COMMAND = `sudo apt-get install ${SYSTEM_PACKAGES.join(' ')}`;

export class BrowserNotFound extends Error {}

function isExecutable(file) {
  try {
    const st = fs.statSync(file);
    if (!st.isFile()) return false;
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name, envPath) {
  for (const dir of (envPath ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, name);
    if (isExecutable(file)) return file;
  }
  return undefined;
}

/**
 * The browser to drive, or undefined when there is none. Throws BrowserNotFound when
 * CHROMIUM_PATH names a file that is not there: a wrong setting is never silently replaced.
 * `locations` is the list of fixed install locations to look at (the tests give their own).
 */
export function findBrowser({ env = process.env, locations = BROWSER_LOCATIONS } = {}) {
  const configured = env.CHROMIUM_PATH;
  if (configured) {
    if (isExecutable(configured)) return configured;
    throw new BrowserNotFound(
      `CHROMIUM_PATH is set to ${configured}, which is not an executable file. ` +
        'Point CHROMIUM_PATH at a Chromium or Chrome executable, or unset it to use the installed chromium.',
    );
  }
  for (const name of BROWSER_NAMES) {
    const found = onPath(name, env.PATH);
    if (found) return found;
  }
  return locations.find(isExecutable);
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function aptGet(args, env) {
  return spawnSync('apt-get', args, {
    env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Packages of `names` that dpkg does not report as installed (none when there is no dpkg). */
function missingPackages(names, env) {
  if (!onPath('dpkg', env.PATH)) return [];
  return names.filter((name) => {
    const r = spawnSync('dpkg', ['-s', name], { encoding: 'utf8' });
    return r.status !== 0 || !r.stdout.includes('Status: install ok installed');
  });
}

function install(packages, env, log) {
  log(`Browser tests: installing ${packages.join(' ')} with apt-get (once on this machine)…`);
  const update = aptGet(['update', '-qq'], env);
  const result =
    update.status === 0
      ? aptGet(['install', '-y', '-qq', '--no-install-recommends', ...packages], env)
      : update;
  if (result.status !== 0) {
    throw new BrowserNotFound(
      `Installing ${packages.join(' ')} with apt-get failed:\n${(result.stderr || result.stdout || '').trim()}\n` +
        `Install them with: ${INSTALL_COMMAND}, or set CHROMIUM_PATH to a Chromium or Chrome executable.`,
    );
  }
}

/**
 * A browser ready for the tests: found, or installed when this user may install it. Fonts for
 * the screenshots and the camera test's tools are added on the same condition. Throws BrowserNotFound with the one message
 * a person needs.
 */
export function ensureBrowser({ env = process.env, locations = BROWSER_LOCATIONS, log = console.log } = {}) {
  const canInstall = isRoot() && Boolean(onPath('apt-get', env.PATH));
  let found = findBrowser({ env, locations });
  if (canInstall) {
    const missing = missingPackages(found ? SYSTEM_PACKAGES.slice(1) : SYSTEM_PACKAGES, env);
    if (!found && !missing.includes('chromium')) missing.unshift('chromium');
    if (missing.length > 0) install(missing, env, log);
    found ??= findBrowser({ env, locations });
  }
  if (!found) {
    throw new BrowserNotFound(
      'The browser tests need Chromium, and none was found ' +
        `(looked for ${BROWSER_NAMES.join(', ')} on PATH and in the usual install locations). ` +
        `Install it with: ${INSTALL_COMMAND}   (or set CHROMIUM_PATH to a Chromium or Chrome executable)`,
    );
  }
  return found;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    ensureBrowser();
  } catch (err) {
    if (!(err instanceof BrowserNotFound)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

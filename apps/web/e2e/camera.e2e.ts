import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { todayInHcm } from '@acf/shared';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureBrowser } from '../../../scripts/browser.mjs';
import {
  adminToken,
  api,
  assignPickup,
  createStaff,
  customerWithBooking,
  yamatoManifest,
} from './accounts-helpers';
import { DESKTOP, launch, PHONE_TALL } from './browser';
import { pickOption, screenAtRest } from './forms';
import { type Session, signedIn as signIn } from './session';

/**
 * Issue 35 §2: the phone's camera reads the labels' Code 128. Chromium's fake camera plays a
 * video made here from the product's own label PDF (pdftoppm draws each piece's page, ffmpeg
 * makes a Y4M of the barcodes one after the other). The driver scans 2 of 3 pieces offline and
 * confirms; back online the queue sends it (2/3 pieces, the third named); the warehouse's camera
 * receives all three, the booking is whole again, and the manifest it is scanned into departs.
 */
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'acf-camera-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** ffmpeg and pdftoppm: installed with the browser (scripts/browser.mjs) when missing and root. */
function tools() {
  ensureBrowser({ log: () => undefined });
  for (const [tool, flag, pkg] of [
    ['ffmpeg', '-version', 'ffmpeg'],
    ['pdftoppm', '-v', 'poppler-utils'],
  ] as const)
    if (spawnSync(tool, [flag]).error)
      throw new Error(`The camera test needs ${tool}: install it with sudo apt-get install ${pkg}`);
}

function run(cmd: string, args: string[]) {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr}`);
}

/**
 * A Y4M video (640×480, 10 frames a second) for Chromium's fake camera: each label's barcode half,
 * sharp and large, for a second, one after the other, then a second of white. Chromium loops it.
 */
function video(name: string, pages: string[]): string {
  const out = path.join(tmp, `${name}.y4m`);
  const inputs = pages.flatMap((p) => ['-loop', '1', '-framerate', '10', '-t', '1', '-i', p]);
  // The lower half of an A6 label holds the barcode and its number.
  const frame =
    'crop=iw:ih/2:0:ih/2,scale=640:480:force_original_aspect_ratio=decrease,pad=640:480:(ow-iw)/2:(oh-ih)/2:white,setsar=1,format=yuv420p';
  const filters = pages.map((_, i) => `[${i}:v]${frame}[v${i}]`);
  const gap = pages.length;
  filters.push(
    `[${gap}:v]format=yuv420p[v${gap}]`,
    `${[...pages.keys(), gap].map((i) => `[v${i}]`).join('')}concat=n=${gap + 1}:v=1:a=0[out]`,
  );
  run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    ...inputs,
    '-f',
    'lavfi',
    '-t',
    '1',
    '-i',
    'color=white:s=640x480:r=10',
    '-filter_complex',
    filters.join(';'),
    '-map',
    '[out]',
    '-r',
    '10',
    '-pix_fmt',
    'yuv420p',
    out,
  ]);
  return out;
}

interface Watched {
  openedStreams: MediaStream[];
  /** Calls of navigator.vibrate and oscillators started: the feel and the sound of each read. */
  feedback: { vibrations: number; beeps: number };
}
/**
 * Every MediaStream the page opens (closing the sheet must end their tracks), and each vibration
 * and beep. Run in the page before its own scripts.
 */
const watchCamera = () => {
  const w = window as unknown as Watched;
  w.openedStreams = [];
  w.feedback = { vibrations: 0, beeps: 0 };
  const get = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async (c) => {
    const s = await get(c);
    w.openedStreams.push(s);
    return s;
  };
  navigator.vibrate = () => {
    w.feedback.vibrations++;
    return true;
  };
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (when?: number) {
    w.feedback.beeps++;
    return start.call(this, when);
  };
};
const liveTracks = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as Watched).openedStreams
        .flatMap((s) => s.getTracks())
        .filter((t) => t.readyState === 'live').length,
  );
const feedback = (page: Page) => page.evaluate(() => (window as unknown as Watched).feedback);

/** The camera sheet once it reads, and which reader it uses: the browser's own where it has one. */
async function openCamera(page: Page, scope = 'body') {
  await page.locator(`${scope} [data-testid=camera-open]`).click();
  const sheet = page.getByTestId('camera-sheet');
  await expect.poll(() => sheet.getAttribute('data-phase'), { timeout: 20_000 }).toBe('reading');
  const native = await page.evaluate(() => 'BarcodeDetector' in window);
  expect(await sheet.getAttribute('data-detector')).toBe(native ? 'native' : 'zxing');
  return sheet;
}
const readCodes = (page: Page) =>
  page.locator('[data-testid=camera-read]').evaluateAll((els) => els.map((e) => e.getAttribute('data-code')));
async function closeCamera(page: Page) {
  await page.getByTestId('camera-close').click();
  await page.getByTestId('camera-sheet').waitFor({ state: 'detached' });
  await expect.poll(() => liveTracks(page)).toBe(0);
}

let booking: Awaited<ReturnType<typeof customerWithBooking>>['booking'];
let pieceIds: string[];
let admin: string;
let driver: { id: string; username: string };
let warehouse: { id: string; username: string };
let driverVideo: string;
let warehouseVideo: string;

beforeAll(async () => {
  tools();
  admin = await adminToken();
  ({ booking } = await customerWithBooking({ cartons: 3, pickupDate: todayInHcm() }));
  pieceIds = [1, 2, 3].map((i) => `${booking.trackingNumber}-${i}`);
  driver = await createStaff('PICKUP_STAFF');
  warehouse = await createStaff('WAREHOUSE_OPERATOR');
  await assignPickup(booking.id, driver.id, admin);

  // The product's own labels: one A6 page per piece, drawn at 150 dpi.
  const label = await fetch(`${inject('baseURL')}/api/v1/bookings/${booking.id}/label.pdf`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(label.status).toBe(200);
  fs.writeFileSync(path.join(tmp, 'label.pdf'), Buffer.from(await label.arrayBuffer()));
  run('pdftoppm', ['-png', '-r', '150', path.join(tmp, 'label.pdf'), path.join(tmp, 'piece')]);
  const pages = fs
    .readdirSync(tmp)
    .filter((f) => f.startsWith('piece-') && f.endsWith('.png'))
    .sort()
    .map((f) => path.join(tmp, f));
  expect(pages).toHaveLength(3);
  // The driver's camera sees two of the three cartons; the warehouse's sees all three.
  driverVideo = video('driver', pages.slice(0, 2));
  warehouseVideo = video('warehouse', pages);
}, 120_000);

const fakeCamera = (file: string) => [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  `--use-file-for-fake-video-capture=${file}`,
];

async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 140, b: 90 } } })
    .png()
    .toBuffer();
}

const pieceState = async () =>
  (await api<{ status: string; piecesMissing: boolean }>('GET', `/bookings/${booking.id}`, undefined, admin))
    .body;

describe('[PICKUP, WAREHOUSE] pieces scanned with the phone camera', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  let s: Session;
  afterAll(async () => {
    await s?.context.close();
    await close?.();
  });

  /** A 390 px phone whose camera plays `video`, signed in as `username`, the camera watched. */
  async function onCameraPhone(video: string, username: string, lang: 'vi' | 'en') {
    ({ browser, close } = await launch(fakeCamera(video)));
    s = await signIn(browser, {
      username,
      viewport: PHONE_TALL,
      lang,
    });
    await s.page.addInitScript(watchCamera);
    return s.page;
  }

  it('the driver scans 2 of 3 pieces by camera offline and confirms; back online the queue sends a 2/3 pickup', async () => {
    const page = await onCameraPhone(driverVideo, driver.username, 'vi');
    const confirms: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith(`/pickups/${booking.id}/confirm`))
        confirms.push(r.postData() ?? '');
    });
    await page.goto('/manager/order-pickup');
    const card = page.locator(`[data-testid=pickup-card][data-code="${booking.code}"]`);
    await card.waitFor({ timeout: 20_000 });
    // The page has loaded its camera reader while online (and its service worker holds the shell).
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 30_000,
    });

    await s.context.setOffline(true);
    await page.getByTestId('offline-banner').waitFor();
    await card.getByTestId('confirm-pickup').click();
    const form = page.getByTestId('confirm-form');
    await form.waitFor();
    await openCamera(page, '[data-testid=scanned-pieces]');
    const scanned = form.getByTestId('scanned-piece');
    await expect
      .poll(async () => (await scanned.allInnerTexts()).sort(), { timeout: 30_000 })
      .toEqual(pieceIds.slice(0, 2));
    expect((await readCodes(page)).every((c) => pieceIds.slice(0, 2).includes(c!))).toBe(true);
    await expect.poll(() => page.getByTestId('camera-reads').innerText()).toContain('Đã quét · 2/3 kiện');
    // Each read is felt and heard: as many vibrations and beeps as reads, at least the two pieces.
    const felt = await feedback(page);
    expect(felt.vibrations).toBeGreaterThanOrEqual(2);
    expect(felt.beeps).toBe(felt.vibrations);
    await screenAtRest(page, 'camera-driver-vi-390');
    await closeCamera(page);
    expect(await form.getByTestId('scanned-count').innerText()).toBe('Đã quét 2/3 kiện');
    await screenAtRest(page, 'camera-driver-form-vi-390');

    await form.locator('[data-testid=piece-weight] input, input[data-testid=piece-weight]').first().fill('6');
    await page
      .locator('[data-testid=photo-input]')
      .setInputFiles({ name: 'parcel.png', mimeType: 'image/png', buffer: await photo() });
    await form.locator('img').first().waitFor();
    await page.getByTestId('confirm-save').click();
    await form.waitFor({ state: 'detached' });
    // Kept on the phone with the day's other actions, nothing sent.
    await expect.poll(() => page.getByTestId('queued-count').innerText()).toContain('1');
    expect(confirms).toEqual([]);
    expect((await pieceState()).status).toBe('ASSIGNED');

    await s.context.setOffline(false);
    const results = page.getByTestId('driver-piece-results');
    await results.waitFor({ timeout: 30_000 });
    expect(confirms).toHaveLength(1);
    expect(JSON.parse(confirms[0]!).pieceIds.sort()).toEqual(pieceIds.slice(0, 2));
    const text = await results.innerText();
    expect(text).toContain('Đã nhận · 2/3 kiện');
    expect(text).toContain(`thiếu ${pieceIds[2]}`);
    expect(await pieceState()).toMatchObject({ status: 'PICKED_UP', piecesMissing: true });
    await s.context.close();
    await close();
  }, 180_000);

  it('the warehouse receives the three pieces by camera: the booking is whole, and its manifest departs', async () => {
    const page = await onCameraPhone(warehouseVideo, warehouse.username, 'en');
    await page.goto('/manager/operate');
    await openCamera(page);
    await expect
      .poll(() => pieceState(), { timeout: 30_000 })
      .toMatchObject({
        status: 'IN_WAREHOUSE',
        piecesMissing: false,
      });
    const reads = page.getByTestId('camera-reads');
    await expect.poll(() => reads.innerText(), { timeout: 20_000 }).toContain('3/3 pieces');
    await screenAtRest(page, 'camera-receive-en-390');
    await closeCamera(page);
    // Closed: the focus is back in the scan box, for the handheld scanner.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('operate-scan');
    const rows = page.locator('[data-testid=receive-result]');
    expect(await rows.count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByTestId('receive-results').innerText()).toMatch(/Recorded · [123]\/3 pieces/);

    // The manifest: its scan panel's camera reads the three pieces, "Add" adds them, it departs.
    const m = await api<{ id: string; number: string }>(
      'POST',
      '/manifests',
      yamatoManifest(todayInHcm(), { mawb: undefined }),
      admin,
    );
    expect(m.status).toBe(201);
    await page.goto('/manager/manifest');
    await page
      .locator('[data-testid=manifest-list] tbody tr.ant-table-row', { hasText: m.body.number })
      .click();
    await page.getByTestId('manifest-detail').waitFor();
    await openCamera(page, '[data-testid=manifest-detail]');
    await expect
      .poll(async () => (await page.getByTestId('manifest-pending').innerText()).split(/\s+/).sort(), {
        timeout: 30_000,
      })
      .toEqual(pieceIds);
    expect(await reads.innerText()).toContain('Added to the list');
    await closeCamera(page);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('manifest-scan');
    await page.getByTestId('manifest-add').click();
    const added = page.getByTestId('manifest-add-results');
    await added.waitFor({ timeout: 20_000 });
    await expect
      .poll(() => page.getByTestId('manifest-piece-scans').innerText())
      .toContain(`${pieceIds[2]}: Recorded · 3/3 pieces`);
    for (const to of ['CLOSED', 'DEPARTED']) {
      const moved = await api('POST', `/manifests/${m.body.id}/transitions`, { to }, admin);
      expect(moved.status, to).toBe(200);
    }
    expect((await pieceState()).status).toBe('IN_TRANSIT');
    await s.context.close();
  }, 180_000);

  it('on a desk, the checkpoint page reads the pieces in a side panel; applied, each piece says where its booking stands', async () => {
    s = await signIn(browser, {
      username: warehouse.username,
      viewport: DESKTOP,
      lang: 'vi',
    });
    const page = s.page;
    await page.addInitScript(watchCamera);
    await page.goto('/manager/checkpoint');
    await openCamera(page);
    const panel = (await page.locator('.ant-drawer-open .ant-drawer-content-wrapper').boundingBox())!;
    expect(Math.round(panel.width)).toBe(480);
    expect(Math.round(panel.x + panel.width)).toBe(DESKTOP.width);
    const list = page.getByTestId('scanned-list');
    for (const id of pieceIds) await expect.poll(() => list.innerText(), { timeout: 30_000 }).toContain(id);
    expect(await page.getByTestId('camera-reads').innerText()).toContain('Đã thêm vào danh sách');
    await screenAtRest(page, 'camera-checkpoint-vi-desktop');
    await closeCamera(page);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('scan-input');

    // A location scan of the parcel in transit: every piece seen there, 3/3.
    await page.getByTestId('checkpoint-status').click();
    await pickOption(page, 'Đang vận chuyển');
    await page.getByTestId('checkpoint-place').fill('Narita');
    await page.getByTestId('apply-checkpoint').click();
    await page.getByTestId('checkpoint-results').waitFor({ timeout: 20_000 });
    const pieces = page.getByTestId('checkpoint-piece-scans');
    for (const id of pieceIds)
      await expect.poll(() => pieces.innerText()).toContain(`${id}: Đã nhận · 3/3 kiện`);
  }, 120_000);
});

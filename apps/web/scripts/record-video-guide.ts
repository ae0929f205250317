/**
 * Records the video guide of /resources from the real product (issue 33): the demo entity's screens in the order a
 * filer meets them, one scene per caption cue of `public/video-guide/captions.<lang>.vtt`, for the English and the
 * Khmer interface. Each screen is captured by Debian's Chromium and the scenes are encoded in that browser
 * (a canvas, MediaRecorder, VP8 WebM at a low bit rate: still screens compress to a few kilobytes a second), so it
 * needs no ffmpeg and no network. The captions and the page's transcript are the VTT files, so the words live once.
 *
 * Run after `pnpm --filter @dfr/web build` (PORT defaults to 4751):
 *   pnpm --filter @dfr/api exec tsx ../web/scripts/record-video-guide.ts
 * Writes public/video-guide/video-guide.<lang>.webm; commit them with the captions when the screens change.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startServer, stopServer } from './server';

const port = Number(process.env.PORT ?? 4751);
const base = `http://127.0.0.1:${port}`;
const out = path.resolve(import.meta.dirname, '../public/video-guide');
const WIDTH = 960;
const HEIGHT = 540;

/** The screen of each caption cue, in order (the cue count must match: checked below). */
const SCENES: { path: string; signedIn: boolean }[] = [
  { path: '/login', signedIn: false },
  { path: '/overview', signedIn: true },
  { path: '/accounts', signedIn: true },
  { path: '/reporting?tab=trialBalance', signedIn: true },
  // The statement with its Finalize and Validate buttons (the results screen is empty until a validation has run).
  { path: '/reporting?tab=financialPosition', signedIn: true },
  { path: '/settings?tab=invoices', signedIn: true },
  { path: '/resources', signedIn: true },
];

/** Start and end (seconds) of each cue of a WebVTT file. */
function cues(vtt: string): [number, number][] {
  const seconds = (t: string) => t.split(':').reduce((acc, part) => acc * 60 + Number(part), 0);
  return [...vtt.matchAll(/(\d{2}:\d{2}:\d{2}\.\d{3}) --> (\d{2}:\d{2}:\d{2}\.\d{3})/g)].map((m) => [
    seconds(m[1]!),
    seconds(m[2]!),
  ]);
}

async function screens(page: Page, lang: 'en' | 'kh'): Promise<string[]> {
  const shots: string[] = [];
  await page.goto('/login');
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  let signedIn = false;
  for (const scene of SCENES) {
    if (scene.signedIn && !signedIn) {
      await page.goto('/login');
      await page.locator('input[type="email"], input[name="email"]').first().fill('demo@example.com');
      await page.locator('input[type="password"]').first().fill('Demo@2026');
      await page.locator('form button[type="submit"]').first().click();
      await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30_000 });
      signedIn = true;
    }
    await page.goto(scene.path);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => document.querySelectorAll('.skeleton').length === 0, null, { timeout: 30_000 });
    shots.push((await page.screenshot({ type: 'jpeg', quality: 80 })).toString('base64'));
  }
  return shots;
}

/** Encodes the screens as a WebM in the browser: each shown for its cue's time. */
async function encode(page: Page, shots: string[], times: [number, number][]): Promise<Buffer> {
  await page.goto('about:blank');
  const base64 = await page.evaluate(
    async ({ shots, times, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      document.body.append(canvas);
      const context = canvas.getContext('2d')!;
      const images = await Promise.all(
        shots.map(
          (s) =>
            new Promise<HTMLImageElement>((resolve) => {
              const image = new Image();
              image.onload = () => resolve(image);
              image.src = `data:image/jpeg;base64,${s}`;
            }),
        ),
      );
      const stream = canvas.captureStream(5);
      const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 120_000 });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (e) => chunks.push(e.data);
      const stopped = new Promise((resolve) => {
        recorder.onstop = resolve;
      });
      recorder.start();
      for (const [i, image] of images.entries()) {
        const [start, end] = times[i]!;
        const until = performance.now() + (end - start) * 1000;
        while (performance.now() < until) {
          context.drawImage(image, 0, 0, width, height);
          await new Promise((r) => setTimeout(r, 200));
        }
      }
      // The recorder's last frames are cut short: the last screen is held a moment past its cue.
      const hold = performance.now() + 3000;
      while (performance.now() < hold) {
        context.drawImage(images.at(-1)!, 0, 0, width, height);
        await new Promise((r) => setTimeout(r, 200));
      }
      recorder.stop();
      await stopped;
      const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
      let binary = '';
      for (const b of bytes) binary += String.fromCharCode(b);
      return btoa(binary);
    },
    { shots, times, width: WIDTH, height: HEIGHT },
  );
  return Buffer.from(base64, 'base64');
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfr-video-guide-'));
const server = await startServer(port, dataDir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
});
try {
  for (const lang of ['en', 'kh'] as const) {
    const times = cues(fs.readFileSync(path.join(out, `captions.${lang}.vtt`), 'utf8'));
    if (times.length !== SCENES.length)
      throw new Error(`captions.${lang}.vtt has ${times.length} cues, not ${SCENES.length}`);
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    const shots = await screens(page, lang);
    const webm = await encode(page, shots, times);
    fs.writeFileSync(path.join(out, `video-guide.${lang}.webm`), webm);
    console.info(`video-guide.${lang}.webm: ${(webm.byteLength / 1024).toFixed(0)} KB`);
    await context.close();
  }
} finally {
  await browser.close();
  stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

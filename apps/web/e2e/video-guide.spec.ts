import { expect, test } from '@playwright/test';
import { expectAccessible, type Lang, signIn, strings } from './helpers-shell';

/**
 * Issue 33: /resources plays a video guide on a fresh install, served by the product itself (no network beyond it),
 * with captions in English and Khmer and the transcript in the reader's language. Only a browser shows that the media
 * and its tracks load through the product's static files and security headers.
 */
for (const lang of ['en', 'kh'] as Lang[]) {
  test(`the video guide plays with captions and a transcript (${lang})`, async ({ page }) => {
    const t = strings(lang, 'resources');
    await signIn(page, lang);
    await page.goto('/resources?tab=video');
    const video = page.locator('video');
    await expect(video).toHaveAttribute('src', `/video-guide/video-guide.${lang}.webm`);
    // The file's metadata and the reader's caption track (its cues) load from the product.
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(1);
    await expect
      .poll(
        () =>
          video.evaluate((v: HTMLVideoElement) =>
            [...v.textTracks].map((track) => `${track.language}:${track.mode}:${track.cues?.length ?? 0}`),
          ),
        { timeout: 30_000 },
      )
      .toEqual(lang === 'en' ? ['en:showing:7', 'km:disabled:0'] : ['en:disabled:0', 'km:showing:7']);
    const transcript = page.getByRole('region', { name: t.video.transcript });
    await expect(transcript.getByRole('listitem')).toHaveCount(7, { timeout: 30_000 });
    await expect(page.getByText(t.video.none_title)).toHaveCount(0);
    await expectAccessible(page);
  });
}

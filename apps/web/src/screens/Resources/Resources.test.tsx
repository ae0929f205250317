import fs from 'node:fs';
import path from 'node:path';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, text } from '../../test/renderScreen';
import Resources, { vttCues } from '.';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const publicFile = (name: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, '../../../public', name), 'utf8');
const timings = (vtt: string) => [...vtt.matchAll(/^[\d:.]+ --> [\d:.]+$/gm)].map((m) => m[0]);

describe('Resources', () => {
  it.each(['en', 'kh'] as const)(
    'opens on the eight-step user guide; ?tab=faq opens the questions (%s)',
    async (lang) => {
      const { unmount } = await renderScreen(<Resources />, lang, ['resources'], '/resources');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text(lang, 'title.resources_guides'));
      expect(screen.getByRole('tab', { name: text(lang, 'resources:tab.guide') }).getAttribute('aria-selected')).toBe(
        'true',
      );
      expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(8);
      unmount();
      await renderScreen(<Resources />, lang, [], '/resources?tab=faq');
      expect(screen.getByText(text(lang, 'resources:faq.deadline.q'))).toBeTruthy();
    },
  );
});

describe('the video guide (issue 33)', () => {
  it('ships captions in English and Khmer (WebVTT), cue for cue', () => {
    const en = publicFile('video-guide/captions.en.vtt');
    const kh = publicFile('video-guide/captions.kh.vtt');
    for (const vtt of [en, kh]) expect(vtt.startsWith('WEBVTT')).toBe(true);
    expect(timings(kh)).toEqual(timings(en));
    expect(vttCues(en)).toHaveLength(7);
    for (const cue of vttCues(kh)) expect(cue).toMatch(/[\u1780-\u17FF]/);
    // The recorded videos are kept small (each well under a megabyte).
    for (const lang of ['en', 'kh'])
      expect(
        fs.statSync(path.resolve(import.meta.dirname, `../../../public/video-guide/video-guide.${lang}.webm`)).size,
      ).toBeLessThan(1_000_000);
  });

  it.each(['en', 'kh'] as const)(
    'plays the bundled guide on a fresh install, with both caption tracks and the transcript (%s)',
    async (lang) => {
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
        const url = String(input);
        if (url.endsWith('.vtt')) return new Response(publicFile(url.replace(/^\//, '')), { status: 200 });
        // A fresh install's /config.json names no video of its own.
        return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
      });
      await renderScreen(<Resources />, lang, ['resources'], '/resources?tab=video');
      const video = await waitFor(() => {
        const v = document.querySelector('video');
        expect(v).toBeTruthy();
        return v!;
      });
      expect(video.getAttribute('src')).toBe(`/video-guide/video-guide.${lang}.webm`);
      expect(video.hasAttribute('controls')).toBe(true);
      const tracks = [...video.querySelectorAll('track')].map((t) => [
        t.getAttribute('kind'),
        t.getAttribute('srclang'),
        t.getAttribute('src'),
        t.hasAttribute('default'),
      ]);
      expect(tracks).toEqual([
        ['captions', 'en', '/video-guide/captions.en.vtt', lang === 'en'],
        ['captions', 'km', '/video-guide/captions.kh.vtt', lang === 'kh'],
      ]);
      expect(screen.queryByText(text(lang, 'resources:video.none_title'))).toBeNull();
      // The transcript, in the reader's language, is what the captions say; the video points at it.
      const transcript = screen.getByRole('region', { name: text(lang, 'resources:video.transcript') });
      expect(video.getAttribute('aria-describedby')).toBe(transcript.id);
      const cues = vttCues(publicFile(`video-guide/captions.${lang}.vtt`));
      await waitFor(() => expect(transcript.querySelectorAll('li')).toHaveLength(cues.length));
      expect(transcript.querySelector('li')!.textContent).toBe(cues[0]);
    },
  );
});

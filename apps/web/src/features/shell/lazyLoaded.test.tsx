import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyLoaded } from './lazyLoaded';

const Screen = () => <p>the screen</p>;

describe('lazyLoaded', () => {
  it('renders a module fetched ahead in the same render, without its fallback', async () => {
    const Lazy = lazyLoaded(async () => ({ default: Screen }));
    await Lazy.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy />
      </Suspense>,
    );
    // Synchronously: a plain React.lazy shows "loading" here and the screen only after its promise settles.
    expect(screen.getByText('the screen')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends while the module is on its way, and fetches it once', async () => {
    let calls = 0;
    let arrive: (m: { default: typeof Screen }) => void = () => {};
    const Lazy = lazyLoaded(() => {
      calls++;
      return new Promise<{ default: typeof Screen }>((resolve) => {
        arrive = resolve;
      });
    });
    void Lazy.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => arrive({ default: Screen }));
    expect(await screen.findByText('the screen')).toBeTruthy();
    expect(calls).toBe(1);
  });

  it('fetches again after a failed fetch', async () => {
    let calls = 0;
    const Lazy = lazyLoaded(async () => {
      calls++;
      if (calls === 1) throw new Error('offline');
      return { default: Screen };
    });
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    expect(calls).toBe(2);
  });
});

import { render, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { expect, it } from 'vitest';
import '../i18n';
import SessionErrorText from './SessionErrorText';

it("words an identity error in the interface's language, and adds nothing for one that has no words of ours", async () => {
  const throttled = Object.assign(new Error('Too many requests'), { name: 'TooManyRequestsException' });
  const shown = (error: unknown) => (
    <Suspense fallback="…">
      <SessionErrorText error={error} />
    </Suspense>
  );
  const { container, rerender } = render(shown(throttled));
  await waitFor(() => expect(container.textContent).toMatch(/\w{4}/));
  expect(container.textContent).not.toContain('Too many requests');

  // `/config.json` answering 503: the HTTP status text is English only.
  rerender(shown(new Error('Service Unavailable')));
  expect(container.textContent).toBe('');
});

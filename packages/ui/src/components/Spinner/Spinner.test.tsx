import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is announced as busy in the current language', async () => {
    const { container } = renderUI(<Spinner />, 'kh');
    expect(screen.getByRole('progressbar', { name: 'កំពុងផ្ទុក…' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('can be decorative', () => {
    renderUI(<Spinner decorative />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

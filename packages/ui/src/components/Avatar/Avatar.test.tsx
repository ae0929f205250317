import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { Avatar, initialsOf } from './Avatar';

describe('Avatar', () => {
  it('takes initials, keeping Khmer clusters whole', () => {
    expect(initialsOf('Sokha Chan')).toBe('SC');
    expect(initialsOf('demo')).toBe('D');
    expect(initialsOf('ស្រី ពៅ')).toBe('ស្រីពៅ');
    expect(initialsOf('  ')).toBe('?');
  });

  it('is named by the person and passes axe', async () => {
    const { container } = renderUI(<Avatar name="Sokha Chan" />);
    expect(screen.getByRole('img', { name: 'Sokha Chan' }).textContent).toBe('SC');
    await expectNoAxeViolations(container);
  });
});

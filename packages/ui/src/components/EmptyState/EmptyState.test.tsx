import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows a heading, description and the next step', async () => {
    const { container } = renderUI(
      <EmptyState title="No statements yet" description="Start your first statement." action={<Button>New</Button>} />,
    );
    expect(screen.getByRole('heading', { name: 'No statements yet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});

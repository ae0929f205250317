import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its title', async () => {
    const { container } = renderUI(
      <Card title="ការជូនដំណឹង" description="ថ្មីៗ" footer={<span>footer</span>}>
        body
      </Card>,
      'kh',
    );
    expect(screen.getByRole('region', { name: 'ការជូនដំណឹង' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'ការជូនដំណឹង' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});

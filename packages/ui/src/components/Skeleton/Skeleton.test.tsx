import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is silent by default and announces loading when asked', async () => {
    const { container } = renderUI(
      <div>
        <Skeleton lines={3} />
        <Skeleton shape="circle" width="40px" announce />
      </div>,
      'kh',
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByText('កំពុងផ្ទុក…')).toBeTruthy();
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
    await expectNoAxeViolations(container);
  });
});

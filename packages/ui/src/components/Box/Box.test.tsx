import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '../../theme/sprinkles.css';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { Box } from './Box';

describe('Box', () => {
  it('renders the element asked for, sprinkles as classes and every other attribute on the element', async () => {
    const { container } = renderUI(
      <Box
        as="section"
        aria-label="ផ្ទៃ"
        data-part="x"
        padding="md"
        background="surface"
        border="standard"
        className="own"
      >
        <p>ខ្លឹមសារ</p>
      </Box>,
      'kh',
    );
    const region = screen.getByRole('region', { name: 'ផ្ទៃ' });
    expect(region.tagName).toBe('SECTION');
    expect(region.dataset.part).toBe('x');
    expect(region.className).toContain('own');
    for (const name of sprinkles({ padding: 'md', background: 'surface', border: 'standard' }).split(' ')) {
      expect(region.classList.contains(name)).toBe(true);
    }
    // A sprinkle is a class, never an HTML attribute of the same name.
    expect(region.hasAttribute('padding')).toBe(false);
    expect(region.hasAttribute('background')).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('is a plain div without a class when given nothing', () => {
    renderUI(<Box data-testid="b">text</Box>);
    const div = screen.getByTestId('b');
    expect(div.tagName).toBe('DIV');
    expect(div.hasAttribute('class')).toBe(false);
  });
});

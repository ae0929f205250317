import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '../../theme/sprinkles.css';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { Text } from './Text';

describe('Text', () => {
  it('is a span in the tone’s colour, any element when asked', async () => {
    const { container } = renderUI(
      <>
        <Text tone="muted">ពន្យល់</Text>
        <Text as="p" tone="critical" size="sm" role="alert">
          កំហុស
        </Text>
        <Text tone="positive" weight="bold">
          ត្រឹមត្រូវ
        </Text>
      </>,
      'kh',
    );
    const muted = screen.getByText('ពន្យល់');
    expect(muted.tagName).toBe('SPAN');
    expect(muted.className).toBe(sprinkles({ color: 'muted' }));
    const critical = screen.getByRole('alert');
    expect(critical.tagName).toBe('P');
    expect(critical.className).toBe(sprinkles({ color: 'danger', fontSize: 'sm' }));
    expect(screen.getByText('ត្រឹមត្រូវ').className).toBe(sprinkles({ color: 'success', fontWeight: 'bold' }));
    await expectNoAxeViolations(container);
  });

  it('sets nothing in the neutral tone, and mono text breaks anywhere', () => {
    renderUI(
      <>
        <Text>plain</Text>
        <Text font="mono">0xabc</Text>
      </>,
    );
    expect(screen.getByText('plain').hasAttribute('class')).toBe(false);
    expect(screen.getByText('0xabc').className).toBe(sprinkles({ fontFamily: 'mono', overflowWrap: 'anywhere' }));
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { Stepper } from './Stepper';

const steps = [
  { id: 'credential', label: 'Request an access credential' },
  { id: 'scoping', label: 'Answer scoping questions' },
  { id: 'statement', label: 'Start the first statement' },
];

describe('Stepper', () => {
  it('marks the current step and the completed ones', async () => {
    const { container } = renderUI(<Stepper steps={steps} currentStep="scoping" />);
    const items = screen.getAllByRole('listitem');
    expect(items[1]!.getAttribute('aria-current')).toBe('step');
    expect(items[0]!.textContent).toContain('completed');
    expect(items[2]!.textContent).toContain('not started');
    await expectNoAxeViolations(container);
  });

  it('speaks Khmer with Khmer-locale numbers', () => {
    renderUI(<Stepper steps={steps} currentStep="credential" />, 'kh');
    expect(screen.getByRole('list', { name: 'វឌ្ឍនភាព' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')[0]!.textContent).toContain('ជំហានបច្ចុប្បន្ន');
    expect(screen.getAllByRole('listitem')[1]!.textContent).toContain('២');
  });
});

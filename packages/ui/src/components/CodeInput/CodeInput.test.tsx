import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { CodeInput } from './CodeInput';

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];

describe('CodeInput', () => {
  it('moves to the next box as digits are typed and completes', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    renderUI(<CodeInput label="Edit request code" length={4} onComplete={onComplete} />);
    expect(boxes()).toHaveLength(4);
    await user.click(boxes()[0]!);
    await user.keyboard('4821');
    expect(boxes().map((b) => b.value)).toEqual(['4', '8', '2', '1']);
    expect(onComplete).toHaveBeenCalledWith('4821');
  });

  it('takes a pasted code, Khmer digits included', async () => {
    const onChange = vi.fn();
    renderUI(<CodeInput label="លេខកូដ" onChange={onChange} />, 'kh');
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '១២៣ ៤៥៦' } });
    expect(onChange).toHaveBeenLastCalledWith('123456');
    expect(screen.getByRole('textbox', { name: 'ខ្ទង់ទី 1 នៃ 6' })).toBeTruthy();
  });

  it('ignores letters and goes back with Backspace', async () => {
    const user = userEvent.setup();
    renderUI(<CodeInput label="Code" length={4} />);
    await user.click(boxes()[0]!);
    await user.keyboard('1a2');
    expect(boxes().map((b) => b.value)).toEqual(['1', '2', '', '']);
    await user.keyboard('{Backspace}');
    expect(boxes().map((b) => b.value)).toEqual(['1', '', '', '']);
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('shows its error, is disabled and passes axe', async () => {
    const { container } = renderUI(
      <CodeInput label="Approval code" isInvalid errorMessage="Incorrect code, please try again." isDisabled />,
    );
    expect(screen.getByRole('group', { name: 'Approval code' })).toBeTruthy();
    expect(screen.getByText('Incorrect code, please try again.')).toBeTruthy();
    for (const box of boxes()) expect(box.disabled).toBe(true);
    await expectNoAxeViolations(container);
  });
});

describe('CodeInput controlled', () => {
  it('shows a controlled value with Khmer digits as ASCII digits', () => {
    renderUI(<CodeInput label="Code" length={4} value="១២" />, 'kh');
    expect(boxes().map((b) => b.value)).toEqual(['1', '2', '', '']);
  });
});

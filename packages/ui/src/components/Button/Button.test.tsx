import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('calls onPress when pressed', () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Save draft</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onPress).toHaveBeenCalledOnce();
  });
});

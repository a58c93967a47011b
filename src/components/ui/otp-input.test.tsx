// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { OtpInput } from './otp-input';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <OtpInput
        length={6}
        value={value}
        onChange={setValue}
        label="Verification code"
        boxLabel={(position, length) => `Digit ${position} of ${length}`}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

afterEach(cleanup);

describe('OtpInput (seed 002 §2: six boxes, paste, auto-advance, Backspace moves back)', () => {
  it('moves to the next box as digits are typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('123');
    expect(screen.getByTestId('value').textContent).toBe('123');
    expect(box(4)).toHaveFocus();
  });

  it('fills every box from a pasted code', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(3));
    await user.paste('65 43 21');
    expect(screen.getByTestId('value').textContent).toBe('654321');
    expect(box(6)).toHaveFocus();
  });

  it('clears a filled box with Backspace, and moves back from an empty one', async () => {
    const user = userEvent.setup();
    render(<Harness initial="123456" />);
    await user.click(box(6));
    await user.keyboard('{Backspace}');
    expect(screen.getByTestId('value').textContent).toBe('12345');
    await user.keyboard('{Backspace}');
    expect(screen.getByTestId('value').textContent).toBe('1234');
    expect(box(5)).toHaveFocus();
  });

  it('ignores anything but digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('a1');
    expect(screen.getByTestId('value').textContent).toBe('1');
  });
});

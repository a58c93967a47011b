// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardForm, type CardFormProps } from './card-form';
import { fixDate } from './fixed-date.testing';

const labels = {
  holderName: 'Cardholder name',
  cardNumber: 'Card number',
  expiry: 'Expiry date',
  cvc: 'Security code',
  submit: 'Pay',
};
const messages = {
  'checkout.field_required': 'This field is required',
  'checkout.invalid_card_number': 'Card number is invalid',
  'checkout.invalid_card_expiry': 'Expiry date is invalid',
  'checkout.invalid_cvc_number': 'Security code is invalid',
};

function renderForm(props: Partial<CardFormProps> = {}) {
  const onSubmit = vi.fn();
  render(<CardForm labels={labels} messages={messages} busy={false} onSubmit={onSubmit} {...props} />);
  return { onSubmit, user: userEvent.setup() };
}

// Typing character by character is slow on a loaded machine: allow it more than the default.
describe('card form (seed 001 §5)', { timeout: 20_000 }, () => {
  fixDate('2026-11-25T08:00:00Z');
  afterEach(cleanup);

  it('formats the fields while typing', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Card number/), '3782-8224-6310-005');
    expect(screen.getByLabelText(/Card number/)).toHaveValue('3782 822463 10005');
    await user.type(screen.getByLabelText(/Expiry date/), '530');
    expect(screen.getByLabelText(/Expiry date/)).toHaveValue('05/30');
    await user.type(screen.getByLabelText(/Security code/), '12a345');
    expect(screen.getByLabelText(/Security code/)).toHaveValue('1234');
  });

  it('shows each message on submit and sends nothing', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText(/Card number/), '4242424242424241');
    await user.type(screen.getByLabelText(/Expiry date/), '1025');
    await user.type(screen.getByLabelText(/Security code/), '1234');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Card number is invalid')).toBeInTheDocument();
    expect(screen.getByText('Expiry date is invalid')).toBeInTheDocument();
    expect(screen.getByText('Security code is invalid')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a valid card once, as digits with month and year', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText(/Cardholder name/), ' Sam Viewer ');
    await user.type(screen.getByLabelText(/Card number/), '4242424242424242');
    await user.type(screen.getByLabelText(/Expiry date/), '1230');
    await user.type(screen.getByLabelText(/Security code/), '123');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledWith({
      holderName: 'Sam Viewer',
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
  });

  it('cannot be sent while busy', () => {
    renderForm({ busy: true });
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });
});

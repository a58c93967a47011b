// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion, type Toast } from './toast-region';

afterEach(cleanup);

const toasts: Toast[] = [
  {
    id: 'account-notice:logout-success',
    kind: 'success',
    message: 'Logout successful!',
    dismissLabel: 'Dismiss',
  },
  { id: 'favorites:addFailed', kind: 'error', message: 'Failed to add to favorites', dismissLabel: 'Close' },
];

describe('ToastRegion', () => {
  it('is one polite live region, in the page even when empty', () => {
    const { rerender } = render(<ToastRegion toasts={[]} onDismiss={() => {}} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    rerender(<ToastRegion toasts={toasts} onDismiss={() => {}} />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(region).toHaveTextContent('Logout successful!');
    expect(region).toHaveTextContent('Failed to add to favorites');
  });

  it("closes a toast by its own button, named in its feature's words", async () => {
    const onDismiss = vi.fn();
    render(<ToastRegion toasts={toasts} onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledWith('favorites:addFailed');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenLastCalledWith('account-notice:logout-success');
  });
});

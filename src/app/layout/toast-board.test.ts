import { describe, expect, it, vi } from 'vitest';
import { createToastBoard, type Toast } from '@/app/layout/toast-board';

const toast = (id: string, message = id): Toast => ({ id, kind: 'info', message, dismissLabel: 'Close' });

describe('the toast board every feature publishes to', () => {
  it('shows every feature in the order they raised toasts, and a feature keeps its place while it updates', () => {
    const board = createToastBoard();
    const a = {};
    const b = {};
    board.publish('account-flows', [toast('1', 'Registration successful!')], () => {}, a);
    board.publish('favorites', [toast('added', 'Added to favorites')], () => {}, b);
    board.publish(
      'account-flows',
      [toast('1', 'Registration successful!'), toast('2', 'Otp sent')],
      () => {},
      a,
    );
    expect(board.getSnapshot().map((t) => t.id)).toEqual([
      'account-flows:1',
      'account-flows:2',
      'favorites:added',
    ]);

    // Gone quiet and back: the new toasts go last.
    board.publish('account-flows', [], () => {}, a);
    board.publish('account-flows', [toast('3')], () => {}, a);
    expect(board.getSnapshot().map((t) => t.id)).toEqual(['favorites:added', 'account-flows:3']);
  });

  it("hands a closed toast back to its feature with the feature's own id", () => {
    const board = createToastBoard();
    const onDismiss = vi.fn();
    board.publish('account-notice', [toast('logout-success')], onDismiss, {});
    board.dismiss('account-notice:logout-success');
    expect(onDismiss).toHaveBeenCalledWith('logout-success');
  });

  it('tells listeners only of changes, and a component that goes takes only its own toasts', () => {
    const board = createToastBoard();
    const listener = vi.fn();
    board.subscribe(listener);
    const first = {};
    const second = {};
    board.publish('favorites', [toast('added')], () => {}, first);
    board.publish('favorites', [toast('added')], () => {}, second);
    expect(listener).toHaveBeenCalledTimes(1);
    board.withdraw('favorites', first);
    expect(board.getSnapshot()).toHaveLength(1);
    board.withdraw('favorites', second);
    expect(board.getSnapshot()).toEqual([]);
  });
});

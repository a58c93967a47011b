// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FavoriteToggle } from './favorite-toggle';

afterEach(cleanup);

const labels = { addLabel: 'Add to favorites', removeLabel: 'Remove from favorites' };

describe('FavoriteToggle', () => {
  it('is named by what pressing it does', async () => {
    const onToggle = vi.fn();
    const { rerender } = render(<FavoriteToggle {...labels} isFavorite={false} onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(onToggle).toHaveBeenCalledTimes(1);
    rerender(<FavoriteToggle {...labels} isFavorite onToggle={onToggle} />);
    expect(screen.getByRole('button', { name: 'Remove from favorites' })).toBeInTheDocument();
  });

  it('ignores presses while busy but keeps its focus', async () => {
    const onToggle = vi.fn();
    render(<FavoriteToggle {...labels} isFavorite={false} busy onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Add to favorites' });
    await userEvent.click(button);
    expect(onToggle).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
  });
});

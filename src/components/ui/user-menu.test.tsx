// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserMenu, type UserMenuProps } from './user-menu';

afterEach(cleanup);

const props = (overrides: Partial<UserMenuProps> = {}): UserMenuProps => ({
  name: 'Vera Viewer',
  accountHref: '/u/my-account',
  label: 'Account',
  logOutLabel: 'Log out',
  busy: false,
  onLogOut: vi.fn(),
  ...overrides,
});

const renderMenu = (p: UserMenuProps) =>
  render(
    <MemoryRouter>
      <UserMenu {...p} />
    </MemoryRouter>,
  );

describe('UserMenu', () => {
  it('shows the viewer, linked to the account page, and logs out', async () => {
    const p = props();
    renderMenu(p);
    const group = screen.getByRole('group', { name: 'Account' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vera Viewer' })).toHaveAttribute('href', '/u/my-account');
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(p.onLogOut).toHaveBeenCalledTimes(1);
  });

  it('shows the name as text without an account page, nothing while it loads', () => {
    const { rerender } = renderMenu(props({ accountHref: null }));
    expect(screen.getByText('Vera Viewer').tagName).toBe('SPAN');
    rerender(
      <MemoryRouter>
        <UserMenu {...props({ name: null })} />
      </MemoryRouter>,
    );
    expect(screen.queryByText('Vera Viewer')).not.toBeInTheDocument();
  });

  it('cannot log out twice while signing out', () => {
    renderMenu(props({ busy: true }));
    expect(screen.getByRole('button', { name: 'Log out' })).toBeDisabled();
  });
});

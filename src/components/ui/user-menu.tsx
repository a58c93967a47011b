import { Link } from 'react-router';

export type UserMenuProps = {
  /** The viewer's full name (the e-mail when there is none, seed 000 §5); null while it loads. */
  name: string | null;
  /** The account page, when the site has one. */
  accountHref: string | null;
  label: string;
  logOutLabel: string;
  /** Disabled while signing out. */
  busy: boolean;
  onLogOut: () => void;
  onNavigate?: () => void;
};

/** The signed-in viewer in the header: their name (a link to the account page) and Log out. */
export function UserMenu({
  name,
  accountHref,
  label,
  logOutLabel,
  busy,
  onLogOut,
  onNavigate,
}: UserMenuProps) {
  return (
    <div className="user-menu" role="group" aria-label={label}>
      {name === null ? null : accountHref ? (
        <Link className="user-menu__name" to={accountHref} onClick={onNavigate}>
          {name}
        </Link>
      ) : (
        <span className="user-menu__name">{name}</span>
      )}
      <button type="button" className="button" onClick={onLogOut} disabled={busy}>
        {logOutLabel}
      </button>
    </div>
  );
}

import { Link, useNavigate } from 'react-router';
import { Avatar } from '~/components/ui/avatar';
import { logout } from '~/lib/logout';
import { useUserData, useUserDetails } from '~/lib/state/slices';
import { accountLinks } from './nav-links';
import { menuButtonId } from './use-menu';

/**
 * The signed-in user's dropdown (spec §2): avatar, account pages, a divider and Logout (→ /).
 * Escape and a click outside close it (useMenu), Escape returning focus to this button.
 */
export function AccountMenu({ open, onToggle, onClose }: { open: boolean; onToggle: () => void; onClose: () => void }) {
  const user = useUserData((s) => s.value);
  const isStaff = useUserDetails((s) => s.value?.role === 'staff');
  const links = isStaff ? [{ label: 'Back office', to: '/admin' }, ...accountLinks] : accountLinks;
  const navigate = useNavigate();
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <div className="relative">
      <button
        id={menuButtonId('account')}
        type="button"
        aria-expanded={open}
        aria-controls="account-panel"
        onClick={onToggle}
        className="flex min-h-11 min-w-11 items-center gap-2 rounded-full p-1 hover:bg-surface sm:pr-3"
      >
        <Avatar url={user.profile_img} />
        <span className="sr-only font-medium text-navy sm:not-sr-only sm:max-w-[14rem] sm:truncate">
          {name || 'My account'}
        </span>
      </button>
      {open ? (
        <div
          id="account-panel"
          className="absolute right-0 top-full z-40 mt-2 w-60 rounded-xl border border-line bg-white py-2 shadow-xl"
        >
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={onClose}
                  className="block px-4 py-2.5 text-ink no-underline hover:bg-teal-50"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <hr className="my-2 border-line" />
          <button
            type="button"
            onClick={() => {
              onClose();
              logout();
              void navigate('/');
            }}
            className="block w-full px-4 py-2.5 text-left font-semibold text-danger hover:bg-surface"
          >
            Logout
          </button>
        </div>
      ) : null}
    </div>
  );
}

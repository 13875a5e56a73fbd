import { Link, useNavigate } from 'react-router';
import { fullLogout } from '~/lib/state/session';
import { useAuth } from '~/lib/state/slices';
import { buttonClasses } from '~/components/ui/button-link';
import { Logo } from './logo';

const primaryLinks = [
  { to: '/car-warranty', label: 'Car warranty' },
  { to: '/van-warranty', label: 'Van warranty' },
  { to: '/car-cover-levels', label: 'Cover levels' },
  { to: '/faq', label: 'FAQ' },
  { to: '/renewal', label: 'Renewal' },
];

/**
 * The sticky top bar. The mega-menus (Our Warranties, What is Warranty, Existing Customer) and
 * the mobile menu come with the public-site issue (#3); the account dropdown with accounts (#4).
 */
export function Navbar({ minimal }: { minimal: boolean }) {
  const token = useAuth((s) => s.value.userToken);
  const navigate = useNavigate();

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Logo />
        {minimal ? null : (
          <ul className="hidden items-center gap-5 lg:flex">
            {primaryLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="font-medium text-ink no-underline hover:text-teal">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {token ? (
          <div className="flex items-center gap-3">
            <Link to="/dashboard/user-dashboard" className="font-medium text-navy">
              Dashboard
            </Link>
            <button
              type="button"
              className={buttonClasses('outline')}
              onClick={() => {
                fullLogout();
                void navigate('/');
              }}
            >
              Logout
            </button>
          </div>
        ) : (
          <Link to="/login" className={buttonClasses('secondary')}>
            Login
          </Link>
        )}
      </nav>
    </header>
  );
}

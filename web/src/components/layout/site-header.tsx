import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/hooks/use-auth';
import { useHydrated } from '@/hooks/use-hydrated';
import { cn } from '@/lib/utils';
import { Logo } from './logo';

export const PRIMARY_NAV = [
  { to: '/features', label: 'Features' },
  { to: '/about', label: 'About' },
  { to: '/how-it-works', label: 'How It Works' },
] as const;

function navClass({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'text-brand-700' : 'text-ink-700 hover:text-ink-900 hover:bg-ink-100',
  );
}

export function SiteHeader() {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const hydrated = useHydrated();

  useEffect(() => setOpen(false), [location.pathname]);
  // Escape closes the open menu from anywhere in it, and focus goes back to its button.
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const account = user ? (
    <Button asChild size="sm">
      {/* /login sends a signed-in user on by the SPEC's onboarding rule. */}
      <Link to="/login">Open Civic</Link>
    </Button>
  ) : (
    <>
      <Button asChild size="sm" variant="ghost">
        <Link to="/login">Log In</Link>
      </Button>
      <Button asChild size="sm">
        <Link to="/signup">Sign Up</Link>
      </Button>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-ink-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {PRIMARY_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={navClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">{account}</div>
        <Button
          ref={menuButton}
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          // The menu opens once the app's script runs; until then the prerendered page says so.
          aria-disabled={hydrated ? undefined : true}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </Button>
      </div>
      <div id="mobile-menu" hidden={!open} className="border-t border-ink-200 bg-white md:hidden">
        <nav aria-label="Mobile" className="mx-auto max-w-6xl px-4 py-3">
          <ul className="grid gap-1">
            {PRIMARY_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={(s) => cn(navClass(s), 'block text-base')}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 grid grid-cols-2 gap-2 border-t border-ink-200 pt-3 [&>*]:w-full">{account}</div>
        </nav>
      </div>
    </header>
  );
}

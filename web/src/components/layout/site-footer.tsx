import { Link } from 'react-router-dom';
import { Logo } from './logo';

const GROUPS = [
  {
    heading: 'Product',
    links: [
      { to: '/features', label: 'Features' },
      { to: '/how-it-works', label: 'How It Works' },
      { to: '/districts', label: 'Find Your District' },
      { to: '/open-data', label: 'Open Data' },
      { to: '/signup', label: 'Sign Up' },
      { to: '/login', label: 'Log In' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/about#partner', label: 'Partner With Us' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
    ],
  },
] as const;

export function SiteFooter() {
  return (
    <footer className="border-t border-ink-200 bg-ink-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="grid content-start gap-3">
          <Logo />
          <p className="max-w-xs text-sm text-ink-600">
            Your values, your vote, your district. A respectful place for voters to weigh in on the bills that shape their
            lives.
          </p>
        </div>
        {GROUPS.map((group) => (
          <nav key={group.heading} aria-labelledby={`footer-${group.heading.toLowerCase()}`}>
            <h2 id={`footer-${group.heading.toLowerCase()}`} className="text-sm font-semibold text-ink-900">
              {group.heading}
            </h2>
            <ul className="mt-3 grid gap-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="rounded text-sm text-ink-600 hover:text-brand-700 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-ink-200">
        {/* Public pages are prerendered at build time: one hydrated in a later year keeps the build's year, not a mismatch error. */}
        <p suppressHydrationWarning className="mx-auto max-w-6xl px-4 py-5 text-sm text-ink-600 sm:px-6">
          © {new Date().getFullYear()} Civic. Your voice, counted.
        </p>
      </div>
    </footer>
  );
}

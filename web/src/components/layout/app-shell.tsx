import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from './logo';

/** Frame for signed-in screens outside the tabbed home screen (onboarding, bills, profiles). */
export function AppShell({ children, backTo, backLabel = 'Back' }: { children: ReactNode; backTo?: string; backLabel?: string }) {
  return (
    <div className="flex min-h-dvh flex-col bg-ink-50">
      <header className="sticky top-0 z-30 border-b border-ink-200 bg-white">
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between gap-3 px-4">
          {backTo ? (
            <Link
              to={backTo}
              className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-ink-700 hover:bg-ink-100"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {backLabel}
            </Link>
          ) : (
            <span />
          )}
          <Logo to="/dashboard" className="text-base" />
          <span className="w-16" />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 focus:outline-none">
        {children}
      </main>
    </div>
  );
}

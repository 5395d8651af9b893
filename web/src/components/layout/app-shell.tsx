import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
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

/** An honest "not built yet" body for screens later issues fill. */
export function PlaceholderScreen({
  eyebrow,
  title,
  description,
  progress,
  children,
}: {
  eyebrow?: string;
  title: string;
  description: string;
  progress?: number;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="screen-title" className="grid gap-6">
      {progress !== undefined ? (
        <div className="grid gap-2">
          {eyebrow ? <p className="text-sm font-semibold text-brand-700">{eyebrow}</p> : null}
          <div
            role="progressbar"
            aria-label="Onboarding progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 w-full overflow-hidden rounded-full bg-ink-200"
          >
            <div className="h-full rounded-full bg-brand-700" style={{ width: `${progress}%` }} />
          </div>
        </div>
      ) : eyebrow ? (
        <p className="text-sm font-semibold text-brand-700">{eyebrow}</p>
      ) : null}
      <Card className="p-6 sm:p-8">
        <h1 id="screen-title" className="text-2xl font-bold text-ink-900">
          {title}
        </h1>
        <p className="mt-2 text-ink-600">{description}</p>
        {children ? <div className="mt-6">{children}</div> : null}
      </Card>
    </section>
  );
}

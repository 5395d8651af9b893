import { AlertCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { AppShell } from '@/components/layout/app-shell';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/**
 * The not-found screen. `inAppShell`: shown in place of a signed-in page the visitor may not see
 * (the review queue, a partner's pages), with the app's header and main landmark, and the title
 * of a missing page rather than the hidden one's.
 */
export function NotFoundPage({ inAppShell = false }: { inAppShell?: boolean }) {
  useEffect(() => {
    if (inAppShell) document.title = '404 Page Not Found | Civic';
  }, [inAppShell]);
  return inAppShell ? (
    <AppShell backTo="/dashboard">
      <NotFoundCard />
    </AppShell>
  ) : (
    <NotFoundCard />
  );
}

function NotFoundCard() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center bg-ink-50 px-4 py-16">
      <Card className="w-full max-w-md p-8">
        <div className="flex items-center gap-3">
          <AlertCircle aria-hidden="true" className="size-8 shrink-0 text-danger-700" />
          <h1 className="text-2xl font-bold text-ink-900">404 Page Not Found</h1>
        </div>
        {/* SPEC §1: the title and its hint, word for word; then, for a visitor, what happened. */}
        <p className="mt-4 text-sm text-ink-600">Did you forget to add the page to the router?</p>
        <p className="mt-2 text-sm text-ink-600">This page does not exist. The link may be old or mistyped.</p>
        <Button asChild className="mt-6">
          <Link to="/">Go to the home page</Link>
        </Button>
      </Card>
    </div>
  );
}

export default NotFoundPage;

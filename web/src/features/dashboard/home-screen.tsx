import { Landmark } from 'lucide-react';
import { Suspense, lazy, useEffect, useState, type ComponentType } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { UnreadBadge } from '@/features/notifications/unread-badge';
import { WelcomeDialog } from '@/features/votes/welcome-dialog';
import { BOTTOM_BAR_TABS, ONBOARDING_POPUP_FLAG, TAB_ICONS, TAB_TITLES, resolveTabForLocation, type HomeTab } from './tabs';

// Each tab's body is features/<tab id>/<tab id>-tab.tsx (tabs.test.ts checks the files) and loads on demand.
const TAB_BODIES: Record<HomeTab, ComponentType> = {
  feed: lazy(() => import('@/features/feed/feed-tab')),
  bills: lazy(() => import('@/features/bills/bills-tab')),
  votes: lazy(() => import('@/features/votes/votes-tab')),
  events: lazy(() => import('@/features/events/events-tab')),
  notifications: lazy(() => import('@/features/notifications/notifications-tab')),
  followers: lazy(() => import('@/features/followers/followers-tab')),
  profile: lazy(() => import('@/features/profile/profile-tab')),
};

function readOnboardingFlag(): boolean {
  try {
    return window.localStorage.getItem(ONBOARDING_POPUP_FLAG) === 'true';
  } catch {
    return false;
  }
}

/** The tabbed home screen: ?tab= picks the body, the bottom bar and header switch it. */
export function HomeScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { hash } = useLocation();
  const tab = resolveTabForLocation(searchParams.get('tab'), hash);
  const [welcomeOpen, setWelcomeOpen] = useState(false);

  // SPEC §2: right after onboarding, open Votes once with the welcome dialog.
  useEffect(() => {
    if (!readOnboardingFlag()) return;
    try {
      window.localStorage.removeItem(ONBOARDING_POPUP_FLAG);
    } catch {
      /* storage unavailable: nothing to clear */
    }
    setSearchParams({ tab: 'votes' }, { replace: true });
    setWelcomeOpen(true);
  }, [setSearchParams]);

  const Body = TAB_BODIES[tab];
  const title = TAB_TITLES[tab];

  return (
    <div className="flex min-h-dvh flex-col bg-ink-50">
      <header className="sticky top-0 z-30 border-b border-ink-200 bg-white">
        <div className="mx-auto flex h-14 max-w-2xl items-center justify-between gap-3 px-4">
          <Link to="/dashboard" aria-label="Civic, feed" className="grid size-9 place-items-center rounded-lg bg-brand-800 text-white">
            <Landmark aria-hidden="true" className="size-5" />
          </Link>
          <h1 className="text-lg font-bold text-ink-900">{title}</h1>
          <Link
            to="/dashboard?tab=profile"
            aria-label="Profile"
            aria-current={tab === 'profile' ? 'page' : undefined}
            className={cn(
              'grid size-10 place-items-center rounded-full transition-colors',
              tab === 'profile' ? 'bg-brand-50 text-brand-700' : 'text-ink-700 hover:bg-ink-100',
            )}
          >
            <TAB_ICONS.profile aria-hidden="true" className="size-6" />
          </Link>
        </div>
      </header>

      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-2xl flex-1 px-4 pt-6 pb-28 focus:outline-none">
        <Suspense
          fallback={
            <div role="status" aria-label={`Loading ${title}`} className="flex justify-center py-16">
              <Spinner className="size-8 text-brand-700" />
            </div>
          }
        >
          <Body />
        </Suspense>
      </main>

      <nav aria-label="Home tabs" className="fixed inset-x-0 bottom-0 z-30 border-t border-ink-200 bg-white pb-[env(safe-area-inset-bottom)]">
        <ul className="mx-auto grid max-w-2xl grid-cols-6">
          {BOTTOM_BAR_TABS.map((t) => {
            const Icon = TAB_ICONS[t];
            const active = t === tab;
            return (
              <li key={t}>
                <Link
                  to={`/dashboard?tab=${t}`}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium transition-colors',
                    active ? 'text-brand-700' : 'text-ink-600 hover:text-ink-900',
                  )}
                >
                  <span className="relative">
                    <Icon aria-hidden="true" className={cn('size-6', active && 'stroke-[2.5]')} />
                    {t === 'notifications' ? <UnreadBadge /> : null}
                  </span>
                  {TAB_TITLES[t]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <WelcomeDialog open={welcomeOpen} onOpenChange={setWelcomeOpen} />
    </div>
  );
}

export default HomeScreen;

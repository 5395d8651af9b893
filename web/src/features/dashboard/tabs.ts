import { Bell, CalendarDays, CircleUser, Newspaper, ScrollText, Users, Vote, type LucideIcon } from 'lucide-react';

/** SPEC §2: allowed values of ?tab=, default feed. */
export const HOME_TABS = ['feed', 'bills', 'votes', 'events', 'notifications', 'followers', 'profile'] as const;
export type HomeTab = (typeof HOME_TABS)[number];
export const DEFAULT_TAB: HomeTab = 'feed';

export const TAB_TITLES: Record<HomeTab, string> = {
  feed: 'Feed',
  bills: 'Bills',
  votes: 'Votes',
  events: 'Events',
  notifications: 'Messages',
  followers: 'Following',
  profile: 'Profile',
};

export const TAB_ICONS: Record<HomeTab, LucideIcon> = {
  feed: Newspaper,
  bills: ScrollText,
  votes: Vote,
  events: CalendarDays,
  notifications: Bell,
  followers: Users,
  profile: CircleUser,
};

/** The bottom bar, in order (Profile is opened from the header instead). */
export const BOTTOM_BAR_TABS: readonly HomeTab[] = ['feed', 'bills', 'votes', 'events', 'notifications', 'followers'];

function isHomeTab(value: string | null): value is HomeTab {
  return (HOME_TABS as readonly (string | null)[]).includes(value);
}

/** The Messages tab's (id `notifications`) sub-views, SPEC §2. */
export const MESSAGES_VIEWS = ['notifications', 'discussions'] as const;
export type MessagesView = (typeof MESSAGES_VIEWS)[number];

/** Where a `?tab=` value leads: a tab and, for the Messages tab, the sub-view it opens on. */
export interface TabLocation {
  tab: HomeTab;
  messagesView?: MessagesView;
}

/**
 * `?tab=` values that are not tab ids but lead into a tab. SPEC §2's "discuss this bill" link is
 * /?tab=discussions&billId=…&billType=… (features/bills/format.ts discussHref); `discussions` is
 * not an allowed tab and the SPEC does not say how it maps. Here it opens the Messages tab
 * (id `notifications`) on its Discussions sub-view, which holds the discussion form that the
 * billId and billType parameters prefill.
 */
export const TAB_ALIASES: ReadonlyMap<string, TabLocation> = new Map([['discussions', { tab: 'notifications', messagesView: 'discussions' }]]);

/** Maps the raw query value to a tab (and sub-view): an alias, an allowed tab id, else the default (feed). */
export function resolveTabLocation(raw: string | null): TabLocation {
  return TAB_ALIASES.get(raw ?? '') ?? { tab: isHomeTab(raw) ? raw : DEFAULT_TAB };
}

/** The tab a raw `?tab=` value opens. */
export function resolveTab(raw: string | null): HomeTab {
  return resolveTabLocation(raw).tab;
}

export const ONBOARDING_POPUP_FLAG = 'showOnboardingPopup';

/** SPEC §2: after a bill is submitted the app goes to /#user-bills, the bill browser's User Bills tab. */
export const USER_BILLS_HASH = '#user-bills';

/** The tab a location opens: ?tab= decides; without it, the #user-bills anchor opens Bills. */
export function resolveTabForLocation(rawTab: string | null, hash: string): HomeTab {
  if (!rawTab && hash === USER_BILLS_HASH) return 'bills';
  return resolveTab(rawTab);
}

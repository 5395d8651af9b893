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

/**
 * Maps the raw query value to a tab. `discussions` (used by "discuss this bill" links,
 * /?tab=discussions&billId=…&billType=…) opens the Messages tab, whose Discussions view holds the form.
 */
export function resolveTab(raw: string | null): HomeTab {
  if (raw === 'discussions') return 'notifications';
  return (HOME_TABS as readonly string[]).includes(raw ?? '') ? (raw as HomeTab) : DEFAULT_TAB;
}

export const ONBOARDING_POPUP_FLAG = 'showOnboardingPopup';

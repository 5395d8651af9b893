import { badgeText, useUnreadCount } from './api';

/** The unread count on the Messages tab (SPEC §2: 99+ above 99); nothing when all is read. */
export function UnreadBadge() {
  const unread = useUnreadCount();
  const count = unread.data ?? 0;
  if (count <= 0) return null;
  return (
    <span data-testid="unread-badge" className="absolute -top-1.5 -right-2.5 min-w-5 rounded-full bg-danger-700 px-1 text-center text-[0.65rem] leading-5 font-bold text-white">
      {badgeText(count)}
      <span className="sr-only">{count === 1 ? ' unread notification' : ' unread notifications'}</span>
    </span>
  );
}

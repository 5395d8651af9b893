import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { SOCKET_EVENTS, type NotificationView, type UnreadCount } from '@civic/contracts';
import { useLiveReadyCount, useSocketEvent } from '@/lib/socket';
import { applyPushedNotification, NOTIFICATIONS_KEY, UNREAD_KEY } from './api';

/**
 * New notifications and unread counts as they happen (the user's room): the list gains the new
 * one on top and the badge moves without waiting for the 30 s poll. Mounted once (app.tsx).
 */
export function NotificationLiveUpdates() {
  const queryClient = useQueryClient();
  const onCreated = useCallback((n: NotificationView) => n?.id && applyPushedNotification(queryClient, n), [queryClient]);
  const onCount = useCallback((c: UnreadCount) => typeof c?.count === 'number' && queryClient.setQueryData(UNREAD_KEY, c.count), [queryClient]);
  useSocketEvent<NotificationView>(SOCKET_EVENTS.notificationCreated, onCreated);
  useSocketEvent<UnreadCount>(SOCKET_EVENTS.notificationCount, onCount);

  // The room is joined (again): what arrived while no socket listened is read again.
  const readyCount = useLiveReadyCount();
  useEffect(() => {
    if (readyCount > 1) void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  }, [readyCount, queryClient]);
  return null;
}

export default NotificationLiveUpdates;

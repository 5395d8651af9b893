import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SOCKET_EVENTS, SOCKET_REQUESTS, type TallyChangedPush, type WatchBillRequest } from '@civic/contracts';
import { DISTRICT_VOTES_KEY } from '@/features/votes/api';
import { useSocket, useSocketEvent } from '@/lib/socket';

/**
 * Keeps a bill's district tally live while it is on screen: the socket follows the bill's room
 * (again after every reconnect, since rooms belong to a connection), and a `votes.tally-changed`
 * push for the caller's own district refetches the cached tallies that include the bill. A
 * refetch rather than a patch: pushes from two casts may arrive out of order, an answer cannot.
 */
export function useLiveTally(billId: string, district: string | null | undefined): void {
  const socket = useSocket();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!socket) return;
    const request: WatchBillRequest = { billId };
    const watch = () => void socket.emit(SOCKET_REQUESTS.watchBill, request);
    if (socket.connected) watch();
    socket.on('connect', watch);
    return () => {
      socket.off('connect', watch);
      socket.emit(SOCKET_REQUESTS.unwatchBill, request);
    };
  }, [socket, billId]);

  const onTallyChanged = useCallback(
    (push: TallyChangedPush) => {
      if (push.billId !== billId || !district || push.district !== district) return;
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] === DISTRICT_VOTES_KEY[0] && String(q.queryKey[1] ?? '').split(',').includes(billId),
      });
    },
    [billId, district, queryClient],
  );
  useSocketEvent<TallyChangedPush>(SOCKET_EVENTS.tallyChanged, onTallyChanged);
}

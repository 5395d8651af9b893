import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { SOCKET_EVENTS, type UserBillModeratedPush } from '@civic/contracts';
import { useLiveReadyCount, useSocketEvent } from '@/lib/socket';
import { applyPushedBill, refreshPendingBills } from './api';
import { verdictAnnouncement } from './status';

/**
 * Live verdicts for the signed-in author, on every screen: a `user-bills.moderated` push patches
 * each cached copy of the bill (My Bills lists, the bill itself, the public list), so the badge,
 * scores and feedback change in place, and a polite live region tells screen-reader users the
 * new status. Mounted once for the whole app while a socket is open (app.tsx).
 */
export function UserBillLiveUpdates() {
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');

  const onModerated = useCallback(
    (push: UserBillModeratedPush) => {
      if (!push?.bill?.id) return;
      void applyPushedBill(queryClient, push.bill);
      setAnnouncement(verdictAnnouncement(push.bill));
    },
    [queryClient],
  );
  useSocketEvent<UserBillModeratedPush>(SOCKET_EVENTS.userBillModerated, onModerated);

  // The room is joined (again): catch up on verdicts applied while no socket was listening.
  const readyCount = useLiveReadyCount();
  useEffect(() => {
    if (readyCount > 0) void refreshPendingBills(queryClient);
  }, [readyCount, queryClient]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="bill-status-announcer" data-live-ready={readyCount > 0}>
      {announcement}
    </div>
  );
}

export default UserBillLiveUpdates;

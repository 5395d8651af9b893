import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { SOCKET_EVENTS, type DiscussionModeratedPush, type ReplyModeratedPush, type ReplyView } from '@civic/contracts';
import { useLiveReadyCount, useSocketEvent } from '@/lib/socket';
import { applyDiscussion, applyReply, refreshPendingDiscussions } from './api';
import { withdrawSavedToast } from './toasts';

/** What a screen reader hears when a verdict arrives. */
export function postVerdictAnnouncement(kind: 'discussion' | 'reply', status: string): string {
  const what = kind === 'discussion' ? 'Your discussion' : 'Your reply';
  return status === 'approved' ? `${what} was approved and is now visible.` : `${what} was not approved. See the reason on the post.`;
}

/**
 * Live discussions for the signed-in user, on every screen: verdicts on their posts and replies
 * approved on their discussions patch each cached copy, and a polite live region says so.
 * Mounted once for the whole app while a socket is open (app.tsx).
 */
export function DiscussionLiveUpdates() {
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');

  const onDiscussion = useCallback(
    (push: DiscussionModeratedPush) => {
      if (!push?.discussion?.id) return;
      withdrawSavedToast(applyDiscussion(queryClient, push.discussion));
      setAnnouncement(postVerdictAnnouncement('discussion', push.discussion.moderationStatus));
    },
    [queryClient],
  );
  const onReply = useCallback(
    (push: ReplyModeratedPush) => {
      if (!push?.reply?.id) return;
      withdrawSavedToast(applyReply(queryClient, push.reply));
      setAnnouncement(postVerdictAnnouncement('reply', push.reply.moderationStatus));
    },
    [queryClient],
  );
  const onReplyAdded = useCallback(
    (reply: ReplyView) => {
      if (!reply?.id) return;
      applyReply(queryClient, reply);
      setAnnouncement('A new reply was posted on your discussion.');
    },
    [queryClient],
  );
  useSocketEvent<DiscussionModeratedPush>(SOCKET_EVENTS.discussionModerated, onDiscussion);
  useSocketEvent<ReplyModeratedPush>(SOCKET_EVENTS.replyModerated, onReply);
  useSocketEvent<ReplyView>(SOCKET_EVENTS.replyAdded, onReplyAdded);

  const readyCount = useLiveReadyCount();
  useEffect(() => {
    if (readyCount > 0) void refreshPendingDiscussions(queryClient);
  }, [readyCount, queryClient]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="discussion-status-announcer">
      {announcement}
    </div>
  );
}

export default DiscussionLiveUpdates;

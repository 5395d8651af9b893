import { Bell, MessagesSquare } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SubViewTabs } from '@/components/sub-view-tabs';
import { resolveTabLocation, type MessagesView } from '@/features/dashboard/tabs';
import { MyDiscussions } from '@/features/discussions/my-discussions';
import { NotificationList } from './notification-list';

/**
 * The Messages tab (tab id `notifications`; SPEC §2): sub-views Notifications and Discussions.
 * `?tab=discussions` also lands here, on the Discussions view (see resolveTabLocation in
 * features/dashboard/tabs.ts).
 */
export function NotificationsTab() {
  const [params] = useSearchParams();
  const raw = params.get('tab');
  const [view, setView] = useState<MessagesView>(resolveTabLocation(raw).messagesView ?? 'notifications');
  // A link to ?tab=discussions followed while this tab is already open still opens Discussions.
  useEffect(() => {
    const wanted = resolveTabLocation(raw).messagesView;
    if (wanted) setView(wanted);
  }, [raw]);
  return (
    <SubViewTabs
      label="Messages"
      value={view}
      onChange={setView}
      views={[
        { value: 'notifications', label: 'Notifications', icon: Bell, content: <NotificationList /> },
        { value: 'discussions', label: 'Discussions', icon: MessagesSquare, content: <MyDiscussions /> },
      ]}
    />
  );
}

export default NotificationsTab;

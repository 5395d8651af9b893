import { Bell, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
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
  const [view, setView] = useState<MessagesView>(resolveTabLocation(params.get('tab')).messagesView ?? 'notifications');
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

import { Bell, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
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
    <Tabs value={view} onValueChange={(v) => setView(v as MessagesView)}>
      <TabsList aria-label="Messages">
        <TabsTrigger value="notifications">
          <Bell aria-hidden="true" className="size-4" />
          Notifications
        </TabsTrigger>
        <TabsTrigger value="discussions">
          <MessagesSquare aria-hidden="true" className="size-4" />
          Discussions
        </TabsTrigger>
      </TabsList>
      <TabsContent value="notifications" className="mt-4">
        <NotificationList />
      </TabsContent>
      <TabsContent value="discussions" className="mt-4">
        <MyDiscussions />
      </TabsContent>
    </Tabs>
  );
}

export default NotificationsTab;

import { Bell } from 'lucide-react';
import { TabPlaceholder } from '@/features/dashboard/tab-placeholder';

/**
 * The Messages tab (tab id `notifications`; SPEC §2): sub-views Notifications and Discussions.
 * `?tab=discussions` also lands here, on the Discussions view (see resolveTabLocation in
 * features/dashboard/tabs.ts).
 */
export function NotificationsTab() {
  return <TabPlaceholder icon={Bell} title="Messages are on their way" text="Notifications about replies, upvotes and followed voters, and your own discussions, will appear here." />;
}

export default NotificationsTab;

import { Bell } from 'lucide-react';
import { TabPlaceholder } from '@/features/dashboard/tab-placeholder';

export function MessagesTab() {
  return <TabPlaceholder icon={Bell} title="Messages are on their way" text="Notifications about replies, upvotes and followed voters, and your own discussions, will appear here." />;
}

export default MessagesTab;

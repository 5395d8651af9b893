import { Newspaper } from 'lucide-react';
import { TabPlaceholder } from '@/features/dashboard/tab-placeholder';

export function FeedTab() {
  return <TabPlaceholder icon={Newspaper} title="Your feed is on its way" text="Discussions from voters and bills you care about will appear here, newest and most relevant first." />;
}

export default FeedTab;

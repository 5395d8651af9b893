import { Vote } from 'lucide-react';
import { TabPlaceholder } from '@/features/dashboard/tab-placeholder';

export function VotesTab() {
  return <TabPlaceholder icon={Vote} title="Your votes are on their way" text="Every vote you have cast or that your archetype suggested will be listed here, ready to change." />;
}

export default VotesTab;

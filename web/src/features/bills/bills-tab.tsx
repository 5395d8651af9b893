import { ScrollText } from 'lucide-react';
import { TabPlaceholder } from '@/features/dashboard/tab-placeholder';

export function BillsTab() {
  return <TabPlaceholder icon={ScrollText} title="Bills are on their way" text="Browse congressional bills with plain-language summaries, and bills proposed by other voters." />;
}

export default BillsTab;

import { Users } from 'lucide-react';
import { TabPlaceholder } from '@/features/dashboard/tab-placeholder';

/** The Following tab (tab id `followers`; SPEC §2): sub-views Comments and Following. */
export function FollowersTab() {
  return <TabPlaceholder icon={Users} title="Following is on its way" text="Comments from voters you follow, and the list of people you follow, will appear here." />;
}

export default FollowersTab;

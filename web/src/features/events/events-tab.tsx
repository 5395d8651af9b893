import { CalendarDays } from 'lucide-react';
import { TabPlaceholder } from '@/features/dashboard/tab-placeholder';

export function EventsTab() {
  return <TabPlaceholder icon={CalendarDays} title="Events are on their way" text="Upcoming and past events in your district, with RSVPs, will appear here." />;
}

export default EventsTab;

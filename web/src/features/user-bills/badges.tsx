import { Globe, Lock } from 'lucide-react';
import type { UserBill } from '@civic/contracts';
import { Badge } from '@/components/ui/badge';
import { STATUS_BADGES, STATUS_LABELS } from './status';

/** Draft grey, Under Review yellow, Approved green, Rejected red (SPEC §4). */
export function StatusBadge({ bill }: { bill: Pick<UserBill, 'moderationStatus'> }) {
  return (
    <Badge variant={STATUS_BADGES[bill.moderationStatus]} data-status={bill.moderationStatus}>
      <span className="sr-only">Status: </span>
      {STATUS_LABELS[bill.moderationStatus]}
    </Badge>
  );
}

/** Public or Private (public visibility takes effect once approved, SPEC §4). */
export function VisibilityBadge({ bill }: { bill: Pick<UserBill, 'isPublic'> }) {
  const Icon = bill.isPublic ? Globe : Lock;
  return (
    <Badge variant="outline">
      <Icon aria-hidden="true" className="size-3" />
      {bill.isPublic ? 'Public' : 'Private'}
    </Badge>
  );
}

import { Landmark } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { usePartnerAccess } from './api';

/** A way to the partner dashboard, shown to partners only (everyone else's access check answers 404). */
export function PartnerDashboardLink() {
  const access = usePartnerAccess();
  if (!access.data) return null;
  return (
    <Button asChild variant="secondary">
      <Link to="/partner">
        <Landmark aria-hidden="true" className="size-4" />
        Partner dashboard
      </Link>
    </Button>
  );
}

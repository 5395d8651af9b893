import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useReviewAccess } from './api';

/** A way to the review queue, shown to operators only (everyone else's access check answers 404). */
export function OperatorLink() {
  const access = useReviewAccess();
  if (!access.data) return null;
  return (
    <Button asChild variant="secondary">
      <Link to="/review">
        <ShieldCheck aria-hidden="true" className="size-4" />
        Review queue
      </Link>
    </Button>
  );
}

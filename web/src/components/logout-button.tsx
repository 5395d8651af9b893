import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/hooks/use-auth';
import { cn } from '@/lib/utils';

/** Signs out ('Logging out...' while pending; SPEC §2 Profile and Events tabs). */
export function LogoutButton({ className }: { className?: string }) {
  const { logoutMutation } = useAuth();
  return (
    <Button variant="secondary" size="lg" className={cn('w-full text-danger-700', className)} onClick={() => logoutMutation.mutate()} disabled={logoutMutation.isPending}>
      {logoutMutation.isPending ? (
        <>
          <Spinner /> Logging out...
        </>
      ) : (
        <>
          <LogOut aria-hidden="true" className="size-5" /> Logout
        </>
      )}
    </Button>
  );
}

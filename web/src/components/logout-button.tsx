import { LogOut } from 'lucide-react';
import { PendingButton } from '@/components/ui/submit-button';
import { useAuth } from '@/hooks/use-auth';
import { cn } from '@/lib/utils';

/** Signs out ('Logging out...' while pending; SPEC §2 Profile and Events tabs). */
export function LogoutButton({ className }: { className?: string }) {
  const { logoutMutation } = useAuth();
  return (
    <PendingButton
      variant="secondary"
      size="lg"
      className={cn('w-full text-danger-700', className)}
      onClick={() => logoutMutation.mutate()}
      pending={logoutMutation.isPending}
      pendingLabel="Logging out..."
      icon={LogOut}
    >
      Logout
    </PendingButton>
  );
}

import { UserCheck, UserPlus } from 'lucide-react';
import { PendingButton } from '@/components/ui/submit-button';
import { toast } from '@/hooks/use-toast';
import { useFollow, useIsFollowing } from './api';

/** Follow / Unfollow for someone else's profile ('Loading' while checking; SPEC §6 toasts). */
export function FollowButton({ userId, name }: { userId: string; name: string }) {
  const following = useIsFollowing(userId, true);
  const follow = useFollow(userId);
  if (following.isPending) {
    return (
      <PendingButton variant="secondary" pending>
        Loading
      </PendingButton>
    );
  }
  const isFollowing = following.data === true;
  const toggle = () =>
    follow.mutate(!isFollowing, {
      onSuccess: (state) =>
        toast(state.isFollowing ? { title: `You are now following ${name}`, variant: 'success' } : { title: 'Unfollowed successfully', description: `You unfollowed ${name}`, variant: 'success' }),
      onError: () =>
        toast(
          isFollowing
            ? { title: 'Error', description: 'Failed to unfollow user. Please try again.', variant: 'destructive' }
            : { title: 'Error', description: 'Failed to follow user. Please try again.', variant: 'destructive' },
        ),
    });
  return (
    <PendingButton variant={isFollowing ? 'secondary' : 'primary'} onClick={toggle} pending={follow.isPending} icon={isFollowing ? UserCheck : UserPlus} aria-pressed={isFollowing}>
      {isFollowing ? 'Unfollow' : 'Follow'}
    </PendingButton>
  );
}

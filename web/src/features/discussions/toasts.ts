import { toast } from '@/hooks/use-toast';

/** SPEC §8 toasts of discussions, replies and upvotes (failures add the server's message when it gave one). */
export const DISCUSSION_TOASTS = {
  submitted: { title: 'Discussion submitted', description: 'Your discussion is being reviewed and will be posted shortly.' },
  updated: { title: 'Discussion updated', description: 'Your changes are being reviewed and will be posted shortly.' },
  deleted: { title: 'Discussion deleted', description: 'Your discussion has been deleted.' },
  /** The 'submitted' toast when the verdict came first: the post is already approved. */
  posted: 'Your discussion was approved and is now visible.',
  createError: { title: 'Failed to create discussion', description: 'Something went wrong' },
  updateError: { title: 'Failed to update discussion', description: 'Something went wrong' },
  deleteError: { title: 'Failed to delete discussion', description: 'Something went wrong' },
  cannotUpvote: { title: 'Cannot upvote', description: 'You cannot upvote your own discussion' },
  upvoted: { title: 'Upvoted!', description: '' },
  upvoteRemoved: { title: 'Upvote removed', description: '' },
  upvoteError: { title: 'Failed to update upvote', description: 'Something went wrong' },
} as const;

export const REPLY_TOASTS = {
  submitted: { title: 'Reply submitted', description: 'Your reply is being reviewed and will be posted shortly.' },
  updated: { title: 'Reply updated', description: 'Your changes are being reviewed and will be posted shortly.' },
  deleted: { title: 'Reply deleted', description: '' },
  posted: 'Your reply was approved and is now visible.',
  createError: { title: 'Failed to post reply', description: 'Something went wrong' },
  updateError: { title: 'Failed to update reply', description: 'Something went wrong' },
  deleteError: { title: 'Error', description: 'Failed to delete reply' },
  upvoted: { title: 'Thanks for your feedback', description: '' },
  upvoteRemoved: { title: 'Upvote removed', description: '' },
  upvoteError: { title: 'Error', description: 'Failed to update upvote' },
} as const;

/** A failure toast: the SPEC title, the server's message when there is one, else the SPEC fallback. */
export function failureToast(kind: { title: string; description: string }, message?: string) {
  return { title: kind.title, description: message || kind.description, variant: 'destructive' as const };
}

type SuccessKind = { title: string; description: string };
/** The 'submitted'/'updated' toast on screen and the post it speaks of, until a verdict on that post. */
let shownFor: { postId: string; dismiss: () => void } | null = null;

/**
 * The success toast after a create or an edit, told by the post's newest known status: 'being
 * reviewed' only while it is; an approved post says it is posted; a rejected one gets no success
 * toast (the Rejected verdict and its reason are on the post).
 */
export function toastSaved(kind: SuccessKind, post: { id: string; moderationStatus: string }, posted: string): void {
  if (post.moderationStatus === 'pending') {
    const shown = toast({ ...kind, variant: 'success' });
    shownFor = { postId: post.id, dismiss: shown.dismiss };
  } else if (post.moderationStatus === 'approved') {
    toast({ title: kind.title, description: posted, variant: 'success' });
  }
}

/** A verdict arrived: a 'being reviewed' toast about a post now rejected is taken down. */
export function withdrawSavedToast(post: { id: string; moderationStatus: string }): void {
  if (shownFor?.postId === post.id && post.moderationStatus !== 'pending' && post.moderationStatus !== 'approved') {
    shownFor.dismiss();
    shownFor = null;
  }
}

import type { EntityManager } from 'typeorm';
import { EVENTS, type PostModerationRequested, type PostType } from '@civic/contracts';
import { recordEvent } from '@civic/service-kit';

/** Asks the ai-worker (ai.moderation) to review one revision of a post, in the caller's transaction; answers the request event's id. */
export async function requestReview(
  m: EntityManager,
  post: { postType: PostType; postId: string; authorId: string; contentVersion: number; title?: string | null; content: string },
): Promise<string> {
  const event = await recordEvent<PostModerationRequested>(m, EVENTS.postModerationRequested, {
    postType: post.postType,
    postId: post.postId,
    authorId: post.authorId,
    contentVersion: post.contentVersion,
    input: { kind: post.postType, title: post.title ?? null, content: post.content },
  });
  return event.id;
}

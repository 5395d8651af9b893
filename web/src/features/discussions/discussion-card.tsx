import { ArrowBigUp, MessageSquare } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { AuthorLine } from '@/components/author';
import { billLine, excerpt, moderationLabel, relativeTime, replyCountText } from './format';

/** What a card shows: a feed item or a discussion view mapped to one shape. */
export interface DiscussionCardData {
  id: string;
  title: string;
  content: string;
  bill: { billNumber: string | null; title: string | null };
  user: { id: string; name: string; voterArchetype: string | null };
  upvotes: number;
  replyCount: number;
  createdAt: string;
  moderationStatus?: string;
  rejectionReason?: string | null;
}

/** SPEC §4: 'Under Review' (pending), nothing (approved), 'Rejected' (anything else). */
export function ModerationBadge({ status }: { status: string | undefined }) {
  const label = status ? moderationLabel(status) : null;
  if (!label) return null;
  return (
    <Badge variant={label === 'Under Review' ? 'warning' : 'danger'} data-status={status}>
      <span className="sr-only">Status: </span>
      {label}
    </Badge>
  );
}

/**
 * One discussion in a list (feed, your discussions, a bill's discussions): the title links to
 * /discussions/{id} (a stretched link covers the card); the author's name links to their profile.
 */
export function DiscussionCard({ discussion: d, showBill = true }: { discussion: DiscussionCardData; showBill?: boolean }) {
  return (
    <Card
      as="article"
      className="relative min-w-0 p-4 [overflow-wrap:anywhere] transition-colors hover:border-brand-300 hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-500"
    >
      <div className="flex flex-wrap items-center gap-2">
        {showBill ? (
          // A long bill title is cut to the card's width (the full line is its tooltip).
          <Badge variant="outline" className="max-w-full" title={billLine(d.bill)}>
            <span className="truncate">{billLine(d.bill)}</span>
          </Badge>
        ) : null}
        <ModerationBadge status={d.moderationStatus} />
      </div>
      <h3 className="mt-2 text-base leading-snug font-semibold text-ink-900">
        <Link to={`/discussions/${d.id}`} className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700 focus-visible:outline-none">
          {d.title}
        </Link>
      </h3>
      <p className="mt-1.5 text-sm leading-relaxed whitespace-pre-line wrap-anywhere text-ink-600">{excerpt(d.content)}</p>
      {d.rejectionReason ? (
        <p className="mt-2 text-sm text-danger-700">
          <span className="font-semibold">Not approved: </span>
          {d.rejectionReason}
        </p>
      ) : null}
      <div className="relative z-10 mt-3 flex flex-wrap items-center justify-between gap-2">
        <AuthorLine author={d.user} />
        <div className="flex items-center gap-3 text-xs text-ink-600">
          <span className="inline-flex items-center gap-1">
            <ArrowBigUp aria-hidden="true" className="size-4" />
            {d.upvotes}
            <span className="sr-only"> upvotes</span>
          </span>
          <span className="inline-flex items-center gap-1">
            <MessageSquare aria-hidden="true" className="size-4" />
            {replyCountText(d.replyCount)}
          </span>
          <time dateTime={d.createdAt}>{relativeTime(d.createdAt)}</time>
        </div>
      </div>
    </Card>
  );
}

export function DiscussionCardSkeletons({ count }: { count: number }) {
  return (
    <div aria-hidden="true" className="grid gap-3">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} className="p-4">
          <Skeleton className="h-5 w-32 rounded-full" />
          <Skeleton className="mt-3 h-5 w-3/4" />
          <Skeleton className="mt-2 h-4 w-full" />
          <Skeleton className="mt-1.5 h-4 w-5/6" />
          <div className="mt-4 flex items-center gap-2">
            <Skeleton className="size-9 rounded-full" />
            <Skeleton className="h-4 w-28" />
          </div>
        </Card>
      ))}
    </div>
  );
}

/** A discussion view (lists) as a card. */
export function viewToCard(d: {
  id: string;
  title: string;
  content: string;
  billNumber: string | null;
  billTitle: string | null;
  user: DiscussionCardData['user'];
  upvotes: number;
  replyCount: number;
  createdAt: string;
  moderationStatus: string;
  rejectionReason: string | null;
}): DiscussionCardData {
  return { ...d, bill: { billNumber: d.billNumber, title: d.billTitle } };
}

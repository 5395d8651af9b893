import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { authorName, initials } from '@/features/discussions/format';

/** SPEC §2: archetype badges have their own colours for these five; the rest share one. */
const ARCHETYPE_COLOURS: Record<string, string> = {
  'Liberal Humanitarian': 'border-sky-200 bg-sky-50 text-sky-800',
  Protector: 'border-amber-200 bg-amber-50 text-amber-900',
  'Justice-Seeker': 'border-violet-200 bg-violet-50 text-violet-800',
  'Conservative Traditionalist': 'border-rose-200 bg-rose-50 text-rose-800',
  'Moral Maximalist': 'border-emerald-200 bg-emerald-50 text-emerald-800',
};

export function ArchetypeBadge({ archetype }: { archetype: string | null | undefined }) {
  if (!archetype) return null;
  return (
    <Badge variant="brand" className={ARCHETYPE_COLOURS[archetype]}>
      <span className="sr-only">Archetype: </span>
      {archetype}
    </Badge>
  );
}

/** An initials avatar (first letters of up to two name words); decorative, the name is beside it. */
export function InitialsAvatar({ name, className }: { name: string | null | undefined; className?: string }) {
  return (
    <span aria-hidden="true" className={cn('grid size-9 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand-800', className)}>
      {initials(name)}
    </span>
  );
}

/** Avatar, name linking to the author's profile (/users/{id}), archetype badge. */
export function AuthorLine({ author }: { author: { id: string; name: string; voterArchetype: string | null } }) {
  return (
    <div className="flex max-w-full min-w-0 items-center gap-2">
      <InitialsAvatar name={author.name} />
      {/* min-w-0: a long name is cut to the row (truncate), never widening the page on a phone. */}
      <Link to={`/users/${author.id}`} className="min-w-0 truncate text-sm font-semibold text-ink-900 underline-offset-2 hover:underline">
        {authorName(author.name)}
      </Link>
      <ArchetypeBadge archetype={author.voterArchetype} />
    </div>
  );
}

import { Landmark } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/utils';

export function Logo({ className, inverse = false, to = '/' }: { className?: string; inverse?: boolean; to?: string }) {
  return (
    <Link
      to={to}
      className={cn('inline-flex items-center gap-2 rounded-md text-lg font-extrabold tracking-tight', inverse ? 'text-white' : 'text-ink-900', className)}
    >
      <span
        aria-hidden="true"
        className={cn('grid size-9 place-items-center rounded-lg', inverse ? 'bg-white text-brand-800' : 'bg-brand-800 text-white')}
      >
        <Landmark className="size-5" />
      </span>
      Civic
      <span className="sr-only">, home</span>
    </Link>
  );
}

import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** Page-top band for the static public pages. */
export function PageHero({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <section className="relative overflow-hidden border-b border-ink-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-ink-900 sm:text-5xl">{title}</h1>
        {children ? <div className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-ink-600">{children}</div> : null}
      </div>
    </section>
  );
}

export function Section({
  id,
  title,
  intro,
  children,
  className,
  tone = 'plain',
}: {
  id?: string;
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
  tone?: 'plain' | 'muted';
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={cn(tone === 'muted' && 'bg-ink-50', className)}>
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        {title ? (
          <div className="mx-auto mb-10 max-w-2xl text-center">
            <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance text-ink-900 sm:text-4xl">
              {title}
            </h2>
            {intro ? <p className="mt-4 text-lg text-pretty text-ink-600">{intro}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}

/** Long-form legal text: readable measure, consistent headings. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div
      className={cn(
        'mx-auto max-w-3xl px-4 py-12 text-ink-700 sm:px-6',
        '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink-900',
        '[&_p]:mt-4 [&_p]:leading-7 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_li]:leading-7',
        '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2',
      )}
    >
      {children}
    </div>
  );
}

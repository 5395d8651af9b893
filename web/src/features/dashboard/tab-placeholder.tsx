import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The body of a tab that a later issue fills: says plainly what will live here. */
export function TabPlaceholder({ icon: Icon, title, text, children }: { icon: LucideIcon; title: string; text: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="tab-placeholder-title" className="rounded-2xl border border-dashed border-ink-300 bg-white p-8 text-center">
      <span aria-hidden="true" className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon className="size-7" />
      </span>
      <h2 id="tab-placeholder-title" className="mt-4 text-lg font-bold text-ink-900">
        {title}
      </h2>
      <p className="mx-auto mt-2 max-w-sm text-ink-600">{text}</p>
      {children ? <div className="mt-6">{children}</div> : null}
    </section>
  );
}

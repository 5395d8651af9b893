import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** One card of the Profile tab: a titled section (h2 under the tab's h1). */
export function ProfileCard({ id, title, description, action, children }: { id: string; title: string; description?: ReactNode; action?: ReactNode; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={`${id}-title`} className="p-6">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-bold text-ink-900">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-ink-600">{description}</p> : null}
        </div>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

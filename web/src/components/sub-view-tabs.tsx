import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

export interface SubView<V extends string> {
  value: V;
  label: string;
  icon: LucideIcon;
  content: ReactNode;
  /** Keep the view mounted while another is shown (its search and scroll survive a switch). */
  keepMounted?: boolean;
}

/** The sub-views of a dashboard tab (Bills, Messages, Following): a segmented control and its panels. */
export function SubViewTabs<V extends string>({ label, value, onChange, views }: { label: string; value: V; onChange: (view: V) => void; views: SubView<V>[] }) {
  return (
    <Tabs value={value} onValueChange={(v) => onChange(v as V)}>
      <TabsList aria-label={label}>
        {views.map(({ value: v, label: text, icon: Icon }) => (
          <TabsTrigger key={v} value={v}>
            <Icon aria-hidden="true" className="size-4" />
            {text}
          </TabsTrigger>
        ))}
      </TabsList>
      {views.map((view) =>
        view.keepMounted ? (
          <TabsContent key={view.value} value={view.value} forceMount className="data-[state=inactive]:hidden">
            {view.content}
          </TabsContent>
        ) : (
          <TabsContent key={view.value} value={view.value}>
            {view.content}
          </TabsContent>
        ),
      )}
    </Tabs>
  );
}

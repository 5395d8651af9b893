import * as TabsPrimitive from '@radix-ui/react-tabs';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cn } from '@/lib/utils';

/**
 * Radix Tabs (arrow keys move between tabs, Home/End jump, the panel follows the selection).
 * Styled as a segmented control: equal-width tabs on a light track.
 */
export const Tabs = TabsPrimitive.Root;

export const TabsList = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof TabsPrimitive.List>>(function TabsList(
  { className, ...props },
  ref,
) {
  return (
    <TabsPrimitive.List
      ref={ref}
      className={cn('grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-ink-100 p-1', className)}
      {...props}
    />
  );
});

export const TabsTrigger = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger>>(
  function TabsTrigger({ className, ...props }, ref) {
    return (
      <TabsPrimitive.Trigger
        ref={ref}
        className={cn(
          'inline-flex h-10 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-ink-600 transition-colors',
          'hover:text-ink-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-500',
          'data-[state=active]:bg-white data-[state=active]:text-ink-900 data-[state=active]:shadow-sm',
          'disabled:pointer-events-none disabled:opacity-60',
          className,
        )}
        {...props}
      />
    );
  },
);

export const TabsContent = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof TabsPrimitive.Content>>(
  function TabsContent({ className, ...props }, ref) {
    return (
      <TabsPrimitive.Content
        ref={ref}
        className={cn('mt-4 rounded-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500', className)}
        {...props}
      />
    );
  },
);

import * as ToastPrimitive from '@radix-ui/react-toast';
import { CheckCircle2, CircleAlert, Info, X } from 'lucide-react';
import { TOAST_DURATION, dismissToast, useToasts } from '@/hooks/use-toast';
import { cn } from '@/lib/utils';

const variantStyles = {
  default: 'border-ink-200 bg-white text-ink-900',
  success: 'border-success-700/30 bg-success-50 text-ink-900',
  destructive: 'border-danger-700 bg-danger-700 text-white',
} as const;

const variantIcons = { default: Info, success: CheckCircle2, destructive: CircleAlert } as const;

export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeDirection="right" label="Notification">
      {toasts.map((t) => {
        const Icon = variantIcons[t.variant];
        return (
          <ToastPrimitive.Root
            key={t.id}
            open={t.open}
            onOpenChange={(open) => {
              if (!open) dismissToast(t.id);
            }}
            type={t.variant === 'destructive' ? 'foreground' : 'background'}
            data-variant={t.variant}
            className={cn(
              'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
              'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
              'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-toast-out',
              variantStyles[t.variant],
            )}
          >
            <Icon
              aria-hidden="true"
              className={cn(
                'mt-0.5 size-5 shrink-0',
                t.variant === 'success' && 'text-success-700',
                t.variant === 'default' && 'text-brand-700',
              )}
            />
            <div className="grid gap-1">
              <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
              {t.description ? (
                <ToastPrimitive.Description className="text-sm opacity-95">{t.description}</ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close
              aria-label="Dismiss notification"
              className={cn(
                'absolute top-3 right-3 rounded-md p-1 opacity-80 hover:opacity-100',
                t.variant === 'destructive' ? 'text-white' : 'text-ink-600',
              )}
            >
              <X aria-hidden="true" className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport className="fixed top-0 right-0 z-[100] sm:top-auto sm:bottom-0 flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-sm" />
    </ToastPrimitive.Provider>
  );
}

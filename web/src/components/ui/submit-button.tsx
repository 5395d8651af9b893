import type { LucideIcon } from 'lucide-react';
import { forwardRef } from 'react';
import { Button, type ButtonProps } from './button';
import { Spinner } from './spinner';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'asChild'> {
  /** The form is being sent: the button is disabled and shows a spinner in place of its icon. */
  pending: boolean;
  /** What the button says while pending (SPEC texts such as 'Submitting...'); else its label stays. */
  pendingLabel?: string;
  icon?: LucideIcon;
}

/** A form's submit button: the one way to show that a form is being sent. */
export const SubmitButton = forwardRef<HTMLButtonElement, SubmitButtonProps>(function SubmitButton({ pending, pendingLabel, icon: Icon, disabled, children, ...props }, ref) {
  return (
    <Button ref={ref} type="submit" disabled={pending || disabled} {...props}>
      {pending ? <Spinner /> : Icon ? <Icon aria-hidden="true" className="size-4" /> : null}
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
});

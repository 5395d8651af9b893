import type { LucideIcon } from 'lucide-react';
import { forwardRef } from 'react';
import { Button, type ButtonProps } from './button';
import { Spinner } from './spinner';

export interface PendingButtonProps extends Omit<ButtonProps, 'asChild'> {
  /** The action is under way: the button ignores presses and shows a spinner in place of its icon. */
  pending: boolean;
  /** What the button says while pending (SPEC texts such as 'Submitting...'); else its label stays. */
  pendingLabel?: string;
  icon?: LucideIcon;
  /**
   * While pending, stay focusable (aria-disabled) and ignore presses (a form's implicit submission
   * too, which clicks its submit button) instead of being disabled: a disabled button loses focus,
   * which then drops to the page's start (Follow, RSVP, Post Reply, Send appeal…). The default;
   * false disables it as before.
   */
  keepFocus?: boolean;
}

/**
 * A button whose action takes a moment (Delete, Follow, RSVP, Load More, Logout): the one way
 * to show that it is under way. A form's submit is `SubmitButton` below.
 */
export const PendingButton = forwardRef<HTMLButtonElement, PendingButtonProps>(function PendingButton(
  { pending, pendingLabel, icon: Icon, keepFocus = true, disabled, onClick, size, children, ...props },
  ref,
) {
  const iconSize = size === 'lg' ? 'size-5' : 'size-4';
  return (
    <Button
      ref={ref}
      size={size}
      disabled={(pending && !keepFocus) || disabled}
      aria-disabled={keepFocus && pending ? true : undefined}
      onClick={keepFocus && pending ? (event) => event.preventDefault() : onClick}
      {...props}
    >
      {pending ? <Spinner className={iconSize} /> : Icon ? <Icon aria-hidden="true" className={iconSize} /> : null}
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
});

export type SubmitButtonProps = Omit<PendingButtonProps, 'type'>;

/** A form's submit button: the one way to show that a form is being sent. */
export const SubmitButton = forwardRef<HTMLButtonElement, SubmitButtonProps>(function SubmitButton(props, ref) {
  return <PendingButton ref={ref} type="submit" {...props} />;
});

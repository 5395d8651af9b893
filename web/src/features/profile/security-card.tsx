import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordForm, PASSWORD_MIN, type ChangePasswordForm } from '@civic/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useServerFieldErrors } from '@/hooks/use-server-field-errors';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { useChangePassword } from './api';
import { ProfileCard } from './profile-card';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * Security (SPEC §2 Profile tab): Change Password opens a form (current, new, confirm) and closes
 * it again; closing, Cancel and a successful change all empty it. The confirmation is checked
 * here and never sent.
 */
export function SecurityCard() {
  const [open, setOpen] = useState(false);
  const formId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const focusOnChange = useRef(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordForm), defaultValues: EMPTY });

  useEffect(() => {
    if (!focusOnChange.current) return;
    focusOnChange.current = false;
    if (open) setFocus('currentPassword');
    else toggle.current?.focus();
  }, [open, setFocus]);

  const showFieldErrors = useServerFieldErrors(setError, FIELDS);
  const change = useChangePassword();

  function close() {
    reset(EMPTY);
    change.reset();
    focusOnChange.current = true;
    setOpen(false);
  }

  const onToggle = () => {
    if (open) return close();
    reset(EMPTY);
    focusOnChange.current = true;
    setOpen(true);
  };

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      toast({ title: 'Password changed', variant: 'success' });
      close();
    } catch (error) {
      showFieldErrors(error);
      toast({ title: 'Failed to change password', description: errorMessage(error), variant: 'destructive' });
    }
  });

  return (
    <ProfileCard id="security" title="Security" description="Your password signs you in to Civic.">
      <Button ref={toggle} variant="secondary" onClick={onToggle} aria-expanded={open} aria-controls={open ? formId : undefined} disabled={change.isPending}>
        <KeyRound aria-hidden="true" className="size-4" />
        Change Password
      </Button>
      {open ? (
        <form id={formId} noValidate onSubmit={onSubmit} className="mt-4 grid gap-4" aria-busy={change.isPending} aria-label="Change password">
          <TextField label="Current Password" type="password" autoComplete="current-password" error={errors.currentPassword?.message} {...register('currentPassword')} />
          <TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN} characters.`}
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <TextField label="Confirm New Password" type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={close} disabled={change.isPending}>
              Cancel
            </Button>
            <SubmitButton pending={change.isPending} pendingLabel="Updating...">
              Update Password
            </SubmitButton>
          </div>
        </form>
      ) : null}
    </ProfileCard>
  );
}

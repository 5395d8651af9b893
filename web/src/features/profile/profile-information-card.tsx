import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Info, Pencil } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { isEmailChange, profileFormFor, SOCKET_EVENTS, type DistrictInfo, type PublicUser } from '@civic/contracts';
import { DistrictBanner } from '@/components/district-banner';
import { Button } from '@/components/ui/button';
import { AddressFields } from '@/components/address-fields';
import { TextField } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { DISTRICT_VOTES_KEY, MY_VOTES_KEY } from '@/features/votes/api';
import { useServerFieldErrors } from '@/hooks/use-server-field-errors';
import { toast } from '@/hooks/use-toast';
import { ApiError, errorMessage } from '@/lib/api';
import { useSocketEvent } from '@/lib/socket';
import { useSaveProfile } from './api';
import { ProfileCard } from './profile-card';

type ProfileForm = ReturnType<typeof profileFormFor>;
type FormInput = z.input<ProfileForm>;
type FormOutput = z.output<ProfileForm>;
const FIELDS = ['name', 'email', 'currentPassword', 'address', 'city', 'state', 'zipCode'] as const;

/** Where focus goes when the card switches mode. */
export type EditFocus = 'name' | 'address';

const valuesOf = (user: PublicUser): FormInput => ({
  name: user.name ?? '',
  email: user.email,
  currentPassword: '',
  address: user.address ?? '',
  city: user.city ?? '',
  state: user.state ?? '',
  zipCode: user.zipCode ?? '',
});

/** The body sent: the current password only with a new email (ADR 0012); no district (the server finds it). */
function payloadOf(values: FormOutput, savedEmail: string) {
  const { currentPassword, district: _district, ...profile } = values;
  return isEmailChange(values.email, savedEmail) ? { ...profile, currentPassword } : profile;
}

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-medium text-ink-600">{label}</dt>
      <dd className="break-words text-ink-900">{value || <span className="text-ink-600">Not set</span>}</dd>
    </div>
  );
}

/**
 * Profile Information (SPEC §2 Profile tab): the saved values, or the edit form (Save Changes,
 * Cancel back to the saved values). Saving re-resolves the district when the address changed and
 * shows the onboarding banner; the voter's votes follow them to a new district (ADR 0007).
 */
export function ProfileInformationCard({ user, startEditing }: { user: PublicUser; startEditing?: EditFocus }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(!!startEditing);
  const [lookup, setLookup] = useState<{ message: string; districtInfo: DistrictInfo } | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<EditFocus | 'edit-button' | null>(startEditing ?? null);

  // The rule for the current password depends on the saved email, which a save changes.
  const savedEmail = useRef(user.email);
  savedEmail.current = user.email;
  const resolver = useCallback<Resolver<FormInput, unknown, FormOutput>>(
    (values, context, options) => zodResolver(profileFormFor(savedEmail.current))(values, context, options),
    [],
  );
  const {
    register,
    handleSubmit,
    reset,
    resetField,
    setError,
    setFocus,
    watch,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({ resolver, defaultValues: valuesOf(user) });

  const typedEmail = watch('email') ?? '';
  const emailChanged = editing && isEmailChange(typedEmail.trim().toLowerCase(), user.email);
  // Back to the saved email: the password typed for the change is dropped, not kept hidden.
  useEffect(() => {
    if (!emailChanged) resetField('currentPassword');
  }, [emailChanged, resetField]);

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (target === 'edit-button') editButton.current?.focus();
    else setFocus(target);
  }, [editing, setFocus]);

  // A move is applied by the voting service a moment after the save; its push says it is done,
  // and tallies read in between (still the old district's) are dropped.
  const onVotesPopulated = useCallback(() => {
    queryClient.removeQueries({ queryKey: DISTRICT_VOTES_KEY });
    void queryClient.invalidateQueries({ queryKey: MY_VOTES_KEY });
  }, [queryClient]);
  useSocketEvent(SOCKET_EVENTS.votesPopulated, onVotesPopulated);

  const startEdit = () => {
    reset(valuesOf(user));
    setLookup(null);
    pendingFocus.current = 'name';
    setEditing(true);
  };
  const leaveEdit = (saved: PublicUser) => {
    reset(valuesOf(saved));
    pendingFocus.current = 'edit-button';
    setEditing(false);
  };

  const showFieldErrors = useServerFieldErrors(setError, FIELDS);
  const save = useSaveProfile();

  const cancel = () => {
    save.reset();
    leaveEdit(user);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { validationMessage, districtInfo, ...saved } = await save.mutateAsync(payloadOf(values, user.email));
      setLookup(validationMessage && districtInfo ? { message: validationMessage, districtInfo } : null);
      leaveEdit(saved);
      toast({ title: 'Profile updated', description: validationMessage, variant: 'success' });
    } catch (error) {
      // Everything typed stays in the form; the server's field messages show under their fields.
      const placed = showFieldErrors(error);
      // The email belongs to another account.
      if (!placed && error instanceof ApiError && error.status === 409) setError('email', { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
      toast({ title: 'Failed to update profile', description: errorMessage(error), variant: 'destructive' });
    }
  });
  const stateField = register('state');

  return (
    <ProfileCard
      id="profile-info"
      title="Profile Information"
      description={editing ? 'Update your details. Your address decides your congressional district.' : undefined}
      action={
        editing ? null : (
          <Button ref={editButton} variant="secondary" size="sm" onClick={startEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
        )
      }
    >
      {editing ? (
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={save.isPending}>
          <TextField label="Full Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
          <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
          {emailChanged ? (
            <TextField
              label="Current Password"
              type="password"
              autoComplete="current-password"
              hint="Needed to change your email address."
              error={errors.currentPassword?.message}
              {...register('currentPassword')}
            />
          ) : null}
          <AddressFields
            fields={{ address: register('address'), city: register('city'), state: stateField, zipCode: register('zipCode') }}
            errors={{ address: errors.address?.message, city: errors.city?.message, state: errors.state?.message, zipCode: errors.zipCode?.message }}
          />
          <p className="flex gap-2 rounded-lg bg-brand-50 p-3 text-sm text-ink-700">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            A new address is validated to find your congressional district, and your votes move with you to it.
          </p>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={cancel} disabled={save.isPending}>
              Cancel
            </Button>
            <SubmitButton pending={save.isPending} pendingLabel="Saving...">
              Save Changes
            </SubmitButton>
          </div>
        </form>
      ) : (
        <div className="grid gap-4">
          <dl className="grid gap-4">
            <Row label="Name" value={user.name} />
            <Row label="Email" value={user.email} />
            <Row label="Address" value={user.address} />
            <Row label="City" value={user.city} />
            <Row label="State" value={user.state} />
            <Row label="ZIP code" value={user.zipCode} />
            <Row label="Congressional district" value={user.congressionalDistrict ?? user.district} />
          </dl>
          {!user.congressionalDistrict && !lookup ? (
            <p className="rounded-lg bg-accent-100/60 p-3 text-sm text-ink-800">
              We could not find your congressional district from this address. Edit your address and save to look it up again.
            </p>
          ) : null}
        </div>
      )}
      <div aria-live="polite" aria-atomic="true" className="empty:hidden mt-4">
        {lookup && !editing ? <DistrictBanner message={lookup.message} districtInfo={lookup.districtInfo} /> : null}
      </div>
    </ProfileCard>
  );
}

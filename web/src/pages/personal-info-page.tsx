import { zodResolver } from '@hookform/resolvers/zod';
import { Info } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { personalInfoBody, type PersonalInfoResponse } from '@civic/contracts';
import { DistrictBanner } from '@/components/district-banner';
import { AppShell } from '@/components/layout/app-shell';
import { AddressFields } from '@/components/address-fields';
import { TextField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { useSavePersonalInfo } from '@/features/profile/api';
import { useAuth } from '@/hooks/use-auth';
import { useServerFieldErrors } from '@/hooks/use-server-field-errors';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { OnboardingStep } from './onboarding-step';

/** SPEC §9: after saving, go to /survey after 2 seconds. */
export const SURVEY_REDIRECT_DELAY_MS = 2000;

// The Personal info screen sends no email (a body with email is the Profile tab's form) and no district
// (the server derives it from the address).
const personalInfoForm = personalInfoBody.omit({ email: true, district: true });
type FormInput = z.input<typeof personalInfoForm>;
type FormOutput = z.output<typeof personalInfoForm>;
const FIELDS = ['name', 'address', 'city', 'state', 'zipCode'] as const;

/** /personal-info: onboarding step 1 of 3. */
export function PersonalInfoPage() {
  const { user, isLoading } = useAuth();
  return (
    <AppShell>
      {isLoading || !user ? (
        <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-ink-700">
          <Spinner className="size-6 text-brand-700" />
          Loading...
        </div>
      ) : (
        <OnboardingStep
          step={1}
          title="Complete Your Profile"
          description="Tell us your name and address so we can show you the bills, votes and local events for where you live."
        >
          <PersonalInfoForm
            defaults={{
              name: user.name ?? '',
              address: user.address ?? '',
              city: user.city ?? '',
              state: user.state ?? '',
              zipCode: user.zipCode ?? '',
            }}
          />
        </OnboardingStep>
      )}
    </AppShell>
  );
}

function PersonalInfoForm({ defaults }: { defaults: FormInput }) {
  const navigate = useNavigate();
  const [result, setResult] = useState<PersonalInfoResponse | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(personalInfoForm), defaultValues: defaults });

  const showFieldErrors = useServerFieldErrors(setError, FIELDS);
  const save = useSavePersonalInfo();
  const onSubmit = handleSubmit(async (values) => {
    try {
      const response = await save.mutateAsync(values);
      setResult(response);
      toast({ title: 'Information saved', description: response.validationMessage, variant: 'success' });
      clearTimeout(redirectTimer.current);
      redirectTimer.current = setTimeout(() => navigate('/survey'), SURVEY_REDIRECT_DELAY_MS);
    } catch (error) {
      setResult(null);
      // A refused address says why under its field (ZIP, state); the toast names the failure.
      showFieldErrors(error);
      toast({ title: 'Failed to save information', description: errorMessage(error), variant: 'destructive' });
    }
  });
  // Registered in screen order: on a failed submit the first invalid field (in this order) gets focus.
  const nameField = register('name');
  const addressField = register('address');
  const cityField = register('city');
  const stateField = register('state');
  const zipField = register('zipCode');
  const saved = save.isSuccess;

  // Bring the result banner into view (on a phone it sits below the fold).
  const bannerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result) bannerRef.current?.scrollIntoView({ block: 'nearest' });
  }, [result]);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={save.isPending}>
      <TextField label="Full Name" autoComplete="name" error={errors.name?.message} {...nameField} />
      <AddressFields
        fields={{ address: addressField, city: cityField, state: stateField, zipCode: zipField }}
        errors={{ address: errors.address?.message, city: errors.city?.message, state: errors.state?.message, zipCode: errors.zipCode?.message }}
      />

      <p className="flex gap-2 rounded-lg bg-brand-50 p-3 text-sm text-ink-700">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        Your address is validated and used to determine your congressional district, so your votes count in the right place.
      </p>

      <div ref={bannerRef} aria-live="polite" aria-atomic="true" className="scroll-mb-24">
        {result ? (
          <DistrictBanner message={result.validationMessage} districtInfo={result.districtInfo}>
            Taking you to the survey…
          </DistrictBanner>
        ) : null}
      </div>

      {/* Saved: the spinner stays until the redirect to the survey. */}
      <SubmitButton size="lg" className="mt-2 w-full" pending={save.isPending || saved} pendingLabel={saved ? undefined : 'Validating & Saving...'}>
        Continue to Survey
      </SubmitButton>
    </form>
  );
}

export default PersonalInfoPage;

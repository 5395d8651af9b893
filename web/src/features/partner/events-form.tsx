import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EVENT_TIME_ZONES, PARTNER_EVENT_LIMITS, partnerEventBody, type PartnerEventBody } from '@civic/contracts';
import { FormError } from '@/components/form-error';
import { TextAreaField, TextField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { useServerFieldErrors } from '@/hooks/use-server-field-errors';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { usePublishPartnerEvent } from './api';

type EventFormInput = z.input<typeof partnerEventBody>;
const FIELDS = ['district', 'eventName', 'eventDescription', 'venue', 'address', 'startsAt', 'endsAt', 'timeZone', 'maxAttendance'] as const;
const EMPTY: EventFormInput = {
  district: '',
  eventName: '',
  eventDescription: '',
  venue: '',
  address: '',
  startsAt: '',
  endsAt: '',
  timeZone: EVENT_TIME_ZONES[0].zone,
  maxAttendance: '',
};

/**
 * The partner's "Publish a district event" form (ADR 0031), validated with the API's own schema.
 * On a refusal every value typed stays and the server's messages appear at their fields; after a
 * submission the form clears but keeps the district and time zone for the next event.
 */
export function PartnerEventForm() {
  const publish = usePublishPartnerEvent();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EventFormInput, unknown, PartnerEventBody>({ resolver: zodResolver(partnerEventBody), defaultValues: EMPTY });
  const showFieldErrors = useServerFieldErrors(setError, FIELDS);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const event = await publish.mutateAsync(values);
      reset({ ...EMPTY, district: values.district, timeZone: values.timeZone });
      toast({ title: 'Event submitted for review', description: `${event.eventName} appears in ${event.district}'s Events tab once approved.`, variant: 'success' });
    } catch (error) {
      if (!showFieldErrors(error)) setFormError(errorMessage(error));
    }
  });

  const message = (field: (typeof FIELDS)[number]) => errors[field]?.message;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={isSubmitting} aria-label="Publish a district event">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="District" required autoComplete="off" placeholder="e.g. VT-AL" hint="Congressional district, like NY-07 or VT-AL." error={message('district')} {...register('district')} />
        <TextField label="Maximum attendance" required type="number" inputMode="numeric" min={1} max={PARTNER_EVENT_LIMITS.maxAttendance} error={message('maxAttendance')} {...register('maxAttendance')} />
      </div>
      <TextField label="Event name" required maxLength={PARTNER_EVENT_LIMITS.eventName} autoComplete="off" placeholder="e.g. Town Hall on Clean Water" error={message('eventName')} {...register('eventName')} />
      <TextAreaField
        label="Description"
        required
        rows={5}
        maxLength={PARTNER_EVENT_LIMITS.eventDescription}
        hint={`What voters can expect, in up to ${PARTNER_EVENT_LIMITS.eventDescription} characters. It is reviewed before it is published.`}
        error={message('eventDescription')}
        {...register('eventDescription')}
      />
      <TextField label="Venue" required maxLength={PARTNER_EVENT_LIMITS.venue} autoComplete="off" placeholder="e.g. Public Library, Community Room" error={message('venue')} {...register('venue')} />
      <TextField label="Street address" required maxLength={PARTNER_EVENT_LIMITS.address} autoComplete="street-address" placeholder="e.g. 235 College Street, Burlington, VT" error={message('address')} {...register('address')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Starts" required type="datetime-local" hint="Local time where the event is held." error={message('startsAt')} {...register('startsAt')} />
        <TextField label="Ends" required type="datetime-local" error={message('endsAt')} {...register('endsAt')} />
      </div>
      <SelectField label="Time zone" required hint="Voters see the times in this zone, wherever they are." error={message('timeZone')} {...register('timeZone')}>
        {EVENT_TIME_ZONES.map(({ zone, label }) => (
          <option key={zone} value={zone}>
            {label}
          </option>
        ))}
      </SelectField>

      <FormError message={formError} />

      <SubmitButton size="lg" pending={isSubmitting} pendingLabel="Submitting..." icon={CalendarPlus}>
        Submit for Review
      </SubmitButton>
    </form>
  );
}

import { Save, UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { candidateBody, PLEDGE_MESSAGES, type PartnerCandidate } from '@civic/contracts';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { useServerFieldErrors } from '@/hooks/use-server-field-errors';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { Button } from '@/components/ui/button';
import { useAddCandidate, useEditCandidate, type CandidateFormBody } from './api';

interface CandidateForm {
  name: string;
  chamber: 'house' | 'senate';
  district: string;
  state: string;
  bioguideId: string;
}

const FIELDS = ['name', 'chamber', 'district', 'state', 'bioguideId'] as const;
const EMPTY: CandidateForm = { name: '', chamber: 'house', district: '', state: '', bioguideId: '' };

const valuesOf = (c: PartnerCandidate): CandidateForm => ({
  name: c.name,
  chamber: c.chamber,
  district: c.chamber === 'house' ? c.area : '',
  state: c.chamber === 'senate' ? c.area : '',
  bioguideId: c.bioguideId ?? '',
});

/** Adds a candidate: the House by district (ST-NN), the Senate by state, and the member's bioguide ID once they sit in Congress. */
export function AddCandidateForm() {
  return (
    <Card as="section" aria-labelledby="add-candidate-heading" className="grid gap-4 p-5">
      <h2 id="add-candidate-heading" className="text-lg font-semibold text-ink-900">
        Add a candidate
      </h2>
      <CandidateFields />
    </Card>
  );
}

/** Edits a candidate in place (the pledge stays), e.g. to add the bioguide ID once they take the seat. */
export function EditCandidateForm({ candidate, onDone }: { candidate: PartnerCandidate; onDone: () => void }) {
  return <CandidateFields candidate={candidate} onDone={onDone} />;
}

/** The candidate's fields, for a new candidate or (with `candidate`) an edit. */
function CandidateFields({ candidate, onDone }: { candidate?: PartnerCandidate; onDone?: () => void }) {
  const add = useAddCandidate();
  const edit = useEditCandidate();
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<CandidateForm>({ defaultValues: candidate ? valuesOf(candidate) : EMPTY });
  const showFieldErrors = useServerFieldErrors(setError, FIELDS);
  const chamber = watch('chamber');
  const seatField = chamber === 'house' ? 'district' : 'state';

  const submit = handleSubmit(async (form) => {
    const body: CandidateFormBody = { name: form.name, chamber: form.chamber, bioguideId: form.bioguideId, ...(form.chamber === 'house' ? { district: form.district } : { state: form.state }) };
    // The gateway's own schema first, so the messages are the server's.
    const parsed = candidateBody.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = (FIELDS as readonly string[]).includes(String(issue.path[0])) ? (issue.path[0] as keyof CandidateForm) : 'name';
      setError(field, { type: 'client', message: issue.message }, { shouldFocus: true });
      return;
    }
    try {
      if (candidate) {
        const saved = await edit.mutateAsync({ candidateId: candidate.candidateId, body });
        toast({ title: 'Candidate saved', description: `${saved.name} (${saved.area}) is up to date.`, variant: 'success' });
        onDone?.();
        return;
      }
      const added = await add.mutateAsync(body);
      toast({ title: 'Candidate added', description: `${added.name} (${added.area}) is on your dashboard.`, variant: 'success' });
      reset({ ...EMPTY, chamber: form.chamber });
    } catch (error) {
      if (showFieldErrors(error)) return;
      const message = errorMessage(error);
      // An unknown district or state is a 404 without field errors: it belongs to that field.
      const field = message === PLEDGE_MESSAGES.districtNotFound || message === PLEDGE_MESSAGES.stateNotFound ? seatField : 'name';
      setError(field, { type: 'server', message }, { shouldFocus: true });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={candidate ? `Edit ${candidate.name}` : undefined} className="grid gap-4 sm:grid-cols-2">
      <TextField label="Candidate name" autoComplete="off" error={errors.name?.message} {...register('name', { onChange: () => clearErrors('name') })} />
      <SelectField label="Chamber" error={errors.chamber?.message} {...register('chamber', { onChange: () => clearErrors(['district', 'state']) })}>
        <option value="house">House of Representatives</option>
        <option value="senate">Senate</option>
      </SelectField>
      {chamber === 'house' ? (
        <TextField
          key="district"
          label="District"
          hint="Written like CA-12, or VT-AL for an at-large seat."
          autoComplete="off"
          error={errors.district?.message}
          {...register('district', { onChange: () => clearErrors('district') })}
        />
      ) : (
        <TextField
          key="state"
          label="State"
          hint="Two letters, like CA."
          autoComplete="off"
          error={errors.state?.message}
          {...register('state', { onChange: () => clearErrors('state') })}
        />
      )}
      <TextField
        label="Bioguide ID (optional)"
        hint="When the candidate is a member of Congress, like C001055."
        autoComplete="off"
        error={errors.bioguideId?.message}
        {...register('bioguideId', { onChange: () => clearErrors('bioguideId') })}
      />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        {candidate ? (
          <>
            <SubmitButton pending={isSubmitting} pendingLabel="Saving..." icon={Save}>
              Save candidate
            </SubmitButton>
            <Button type="button" variant="secondary" onClick={onDone}>
              Cancel
            </Button>
          </>
        ) : (
          <SubmitButton pending={isSubmitting} pendingLabel="Adding..." icon={UserPlus}>
            Add candidate
          </SubmitButton>
        )}
      </div>
    </form>
  );
}

import { CheckCircle2, Send } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { PartnerContactBody } from '@civic/contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { TextAreaField, TextField } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/hooks/use-toast';
import { useHydrated } from '@/hooks/use-hydrated';
import { sendPartnerContact } from '@/features/partner/api';

/** SPEC §9: the dialog resets and closes 2000 ms after a successful send. */
export const PARTNER_CLOSE_DELAY_MS = 2000;

type Phase = 'idle' | 'sending' | 'thank-you';

const EMPTY: PartnerContactBody = { name: '', email: '', subject: '', message: '' };

/** The shared schema's checks, loaded when the dialog opens: zod and the contracts stay out of the About page's first load. */
const loadValidation = () => Promise.all([import('@hookform/resolvers/zod'), import('@civic/contracts')]);

const partnerContactResolver: Resolver<PartnerContactBody> = async (values, context, options) => {
  const [{ zodResolver }, { partnerContactBody }] = await loadValidation();
  return zodResolver(partnerContactBody)(values, context, options);
};

export function PartnerContactDialog({ trigger }: { trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const hydrated = useHydrated();

  const form = useForm<PartnerContactBody>({
    resolver: partnerContactResolver,
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { register, handleSubmit, reset, formState } = form;
  const { errors } = formState;

  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  const onSubmit = handleSubmit(async (values) => {
    setPhase('sending');
    try {
      await sendPartnerContact(values);
    } catch {
      // SPEC §8: the dialog stays open and keeps what was typed.
      setPhase('idle');
      toast({ title: 'Failed to send message', description: 'Please try again later.', variant: 'destructive' });
      return;
    }
    setPhase('thank-you');
    toast({ title: 'Message sent!', description: "We'll get back to you soon.", variant: 'success' });
    closeTimer.current = setTimeout(() => {
      reset(EMPTY);
      setPhase('idle');
      setOpen(false);
    }, PARTNER_CLOSE_DELAY_MS);
  });

  const sending = phase === 'sending';

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && sending) return; // don't drop an in-flight send
        // Fetch the checks while the visitor types; a failure here is retried by the first check.
        if (next) loadValidation().catch(() => undefined);
        setOpen(next);
      }}
    >
      {/* The dialog opens once the app's script runs; until then the prerendered page says so. */}
      <DialogTrigger asChild aria-disabled={hydrated ? undefined : true}>
        {trigger}
      </DialogTrigger>
      <DialogContent aria-describedby="partner-dialog-description">
        <DialogHeader>
          <DialogTitle>Become a Partner</DialogTitle>
          <DialogDescription id="partner-dialog-description">
            Tell us about your party or organization and how you would like to work with voters in your district. We read
            every message.
          </DialogDescription>
        </DialogHeader>

        {phase === 'thank-you' ? (
          <div role="status" className="grid justify-items-center gap-3 py-6 text-center">
            <CheckCircle2 aria-hidden="true" className="size-12 text-success-700" />
            <p className="text-lg font-semibold text-ink-900">Thank you for reaching out!</p>
            <p className="text-ink-600">Your message is on its way. We&apos;ll get back to you soon.</p>
          </div>
        ) : (
          <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={sending}>
            <TextField label="Name" autoComplete="name" error={errors.name?.message} disabled={sending} {...register('name')} />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              disabled={sending}
              {...register('email')}
            />
            <TextField label="Subject" error={errors.subject?.message} disabled={sending} {...register('subject')} />
            <TextAreaField
              label="Message"
              rows={5}
              error={errors.message?.message}
              disabled={sending}
              {...register('message')}
            />
            <SubmitButton size="lg" pending={sending} pendingLabel="Sending..." icon={Send} className="mt-1 w-full">
              Send Message
            </SubmitButton>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

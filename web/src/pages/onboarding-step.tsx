import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';

/** SPEC §4 onboarding: step 1 ≈ 33, step 2 ≈ 66, step 3 = 100. */
export const ONBOARDING_STEPS = {
  1: { progress: 33 },
  2: { progress: 66 },
  3: { progress: 100 },
} as const;

/** sessionStorage key under which the survey hands its result to the results screen. */
export const ARCHETYPE_RESULT_KEY = 'archetypeResult';

/** The step header of the three onboarding screens: "Step n of 3", the onboarding progress bar, the h1. */
export function OnboardingStep({
  step,
  title,
  description,
  children,
}: {
  step: keyof typeof ONBOARDING_STEPS;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="screen-title" className="mx-auto grid w-full max-w-xl gap-6">
      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <p className="font-semibold text-brand-700">Step {step} of 3</p>
          <p className="text-ink-600" aria-hidden="true">
            {ONBOARDING_STEPS[step].progress}% complete
          </p>
        </div>
        <Progress label="Onboarding progress" value={ONBOARDING_STEPS[step].progress} valueText={`Step ${step} of 3`} />
      </div>
      <Card className="p-6 sm:p-8">
        <h1 id="screen-title" className="text-2xl font-bold text-ink-900">
          {title}
        </h1>
        {description ? <div className="mt-2 text-ink-600">{description}</div> : null}
        <div className="mt-6">{children}</div>
      </Card>
    </section>
  );
}

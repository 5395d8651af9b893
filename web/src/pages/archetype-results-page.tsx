import { ArrowRight, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { FOUNDATIONS, FOUNDATION_LABELS, archetypeByName, surveyResponse, type SurveyResponse } from '@civic/contracts';
import { AppShell } from '@/components/layout/app-shell';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { ONBOARDING_POPUP_FLAG } from '@/features/dashboard/tabs';
import { ARCHETYPE_RESULT_KEY, OnboardingStep } from './onboarding-step';

const FALLBACK_DESCRIPTION =
  'Your archetype sums up how you weigh the six moral foundations. We used it to suggest your first votes, and you can change any of them at any time.';

function readStoredResult(): SurveyResponse | null {
  try {
    const raw = window.sessionStorage.getItem(ARCHETYPE_RESULT_KEY);
    if (!raw) return null;
    const parsed = surveyResponse.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** /archetype-results: onboarding step 3 of 3, the survey's result (read once from sessionStorage). */
export function ArchetypeResultsPage() {
  const navigate = useNavigate();
  // Read during the first render; removed right after, so a reload or a later visit goes to the dashboard.
  const [result] = useState(readStoredResult);
  useEffect(() => {
    try {
      window.sessionStorage.removeItem(ARCHETYPE_RESULT_KEY);
    } catch {
      /* storage unavailable: nothing to remove */
    }
  }, []);

  if (!result) return <Navigate to="/dashboard" replace />;

  const name = result.archetype.name || result.archetype.archetypeName;
  const description =
    result.archetype.description || result.archetype.archetypeDescription || archetypeByName(name)?.description || FALLBACK_DESCRIPTION;

  const continueToApp = () => {
    try {
      window.localStorage.setItem(ONBOARDING_POPUP_FLAG, 'true');
    } catch {
      /* storage unavailable: the dashboard simply opens without the welcome dialog */
    }
    navigate('/dashboard');
  };

  return (
    <AppShell>
      <OnboardingStep step={3} title="Onboarding Complete" description="Thank you for taking the values survey. Here is what it says about you.">
        <div className="grid gap-8">
          <section aria-labelledby="archetype-heading" className="rounded-2xl bg-gradient-to-br from-brand-800 to-brand-700 p-6 text-white">
            <p className="flex items-center gap-2 text-sm font-medium text-brand-100">
              <Sparkles aria-hidden="true" className="size-4" />
              Your voter archetype
            </p>
            <h2 id="archetype-heading" className="mt-2 text-3xl font-bold tracking-tight">
              {name}
            </h2>
            <p className="mt-3 text-brand-50">{description}</p>
          </section>

          <section aria-labelledby="scores-heading" className="grid gap-4">
            <div>
              <h2 id="scores-heading" className="text-lg font-bold text-ink-900">
                Your moral foundations
              </h2>
              <p className="text-sm text-ink-600">Each score is out of 6: the higher it is, the more that value weighs in your judgements.</p>
            </div>
            <ul className="grid gap-4">
              {FOUNDATIONS.map((foundation) => {
                const score = result.scores[foundation];
                const label = FOUNDATION_LABELS[foundation];
                return (
                  <li key={foundation} className="grid gap-1.5" data-testid={`score-${foundation}`}>
                    <div className="flex items-baseline justify-between gap-3">
                      <span className="font-medium text-ink-800">{label}</span>
                      <span className="font-semibold text-ink-900 tabular-nums">{score}/6</span>
                    </div>
                    <Progress label={label} value={score} max={6} valueText={`${score} out of 6`} className="h-2.5" />
                  </li>
                );
              })}
            </ul>
          </section>

          <Button size="lg" className="w-full" onClick={continueToApp}>
            Continue to App
            <ArrowRight aria-hidden="true" className="size-5" />
          </Button>
        </div>
      </OnboardingStep>
    </AppShell>
  );
}

export default ArchetypeResultsPage;

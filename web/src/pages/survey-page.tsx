import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SCALE_OPTIONS, SURVEY_QUESTIONS, SURVEY_QUESTION_COUNT } from '@civic/contracts';
import { AppShell } from '@/components/layout/app-shell';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { PendingButton } from '@/components/ui/submit-button';
import { useSubmitSurvey } from '@/features/onboarding/api';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { ARCHETYPE_RESULT_KEY, OnboardingStep } from './onboarding-step';

/** SPEC §9: choosing an answer moves on after 300 ms. */
export const AUTO_ADVANCE_MS = 300;
const ARROW_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/** /survey: onboarding step 2 of 3, one question at a time; the last answer submits all twelve. */
export function SurveyPage() {
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<number[]>(() => Array<number>(SURVEY_QUESTION_COUNT).fill(0));
  const advanceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Set by an arrow key: the browser then checks the next radio (and fires click) but the user is only browsing.
  const browsingWithArrows = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const groupId = useId();

  const question = SURVEY_QUESTIONS[index]!;
  const options = SCALE_OPTIONS[question.scale];
  const isLast = index === SURVEY_QUESTION_COUNT - 1;
  const answeredCount = answers.filter((a) => a > 0).length;
  const allAnswered = answeredCount === SURVEY_QUESTION_COUNT;

  const cancelAdvance = () => {
    clearTimeout(advanceTimer.current);
    advanceTimer.current = undefined;
  };
  useEffect(() => () => clearTimeout(advanceTimer.current), []);

  const submit = useSubmitSurvey({
    onSuccess: (result) => {
      try {
        window.sessionStorage.setItem(ARCHETYPE_RESULT_KEY, JSON.stringify(result));
      } catch {
        /* storage unavailable: the results screen then sends the user to the dashboard */
      }
      navigate('/archetype-results');
    },
    onError: (error) => {
      toast({ title: 'Survey submission failed', description: errorMessage(error), variant: 'destructive' });
    },
  });

  // Focus follows the question (not on the first render: the route's own focus handling runs then).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const heading = headingRef.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'nearest' });
  }, [index]);

  const goTo = useCallback((next: number) => {
    cancelAdvance();
    setIndex(Math.min(Math.max(next, 0), SURVEY_QUESTION_COUNT - 1));
  }, []);

  const choose = (value: number, advance: boolean) => {
    if (submit.isPending) return;
    const next = answers.slice();
    next[index] = value;
    setAnswers(next);
    cancelAdvance();
    if (!advance) return;
    advanceTimer.current = setTimeout(() => {
      advanceTimer.current = undefined;
      if (index < SURVEY_QUESTION_COUNT - 1) setIndex(index + 1);
      else if (next.every((a) => a > 0)) submit.mutate(next);
      else setIndex(next.findIndex((a) => a === 0));
    }, AUTO_ADVANCE_MS);
  };

  const onGroupKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (ARROW_KEYS.has(event.key)) {
      browsingWithArrows.current = true;
      cancelAdvance();
    } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      choose(Number(event.target.value), true);
    }
  };

  const current = answers[index] ?? 0;

  return (
    <AppShell backTo="/personal-info">
      <OnboardingStep
        step={2}
        title="Values Survey"
        description="Twelve short questions, about 3 minutes. There are no right or wrong answers: choose what fits you best."
      >
        <div className="grid gap-6">
          <div className="grid gap-2">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <p aria-live="polite" aria-atomic="true" className="font-semibold text-ink-800">
                Question {index + 1} of {SURVEY_QUESTION_COUNT}
              </p>
              <p className="text-ink-600">{answeredCount} answered</p>
            </div>
            <Progress
              label="Survey progress"
              value={index + 1}
              max={SURVEY_QUESTION_COUNT}
              valueText={`Question ${index + 1} of ${SURVEY_QUESTION_COUNT}`}
            />
          </div>

          <div key={question.id} className="grid gap-4 motion-safe:animate-fade-in">
            <p className="text-sm text-ink-600" id={`${groupId}-context`}>
              {question.context}
            </p>
            <h2 ref={headingRef} id={`${groupId}-question`} tabIndex={-1} className="text-xl font-semibold text-ink-900 focus:outline-none">
              {question.text}
            </h2>
            <div
              role="radiogroup"
              aria-labelledby={`${groupId}-question`}
              aria-describedby={`${groupId}-context ${groupId}-hint`}
              onKeyDown={onGroupKeyDown}
              onKeyUp={() => {
                browsingWithArrows.current = false;
              }}
              className="grid gap-2"
            >
              {options.map((option) => {
                const checked = current === option.value;
                return (
                  <label
                    key={option.value}
                    className={cn(
                      'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 text-base transition-colors',
                      'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                      checked ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-ink-300 bg-white text-ink-800 hover:border-brand-400 hover:bg-ink-50',
                      submit.isPending && 'cursor-not-allowed opacity-70',
                    )}
                  >
                    <input
                      type="radio"
                      name={`question-${question.id}`}
                      value={option.value}
                      checked={checked}
                      disabled={submit.isPending}
                      onChange={() => {
                        /* handled on click, which also fires when the checked option is chosen again */
                      }}
                      onClick={() => {
                        const browsing = browsingWithArrows.current;
                        browsingWithArrows.current = false;
                        choose(option.value, !browsing);
                      }}
                      className="sr-only"
                    />
                    <span
                      aria-hidden="true"
                      className={cn(
                        'grid size-6 shrink-0 place-items-center rounded-full border-2',
                        checked ? 'border-brand-700 bg-brand-700 text-white' : 'border-ink-300 bg-white',
                      )}
                    >
                      {checked ? <Check className="size-3.5 stroke-[3]" /> : null}
                    </span>
                    <span className="flex-1 font-medium">{option.label}</span>
                    <span aria-hidden="true" className="text-sm text-ink-500 tabular-nums">
                      {option.value}
                    </span>
                  </label>
                );
              })}
            </div>
            <p id={`${groupId}-hint`} className="text-sm text-ink-600">
              Choosing an answer moves to the next question. With the keyboard, use the arrow keys to pick and Enter to continue.
            </p>
          </div>

          <div aria-live="polite" className="empty:hidden">
            {submit.isPending ? (
              <p className="flex items-center justify-center gap-2 text-ink-700" role="status">
                <Spinner className="text-brand-700" /> Calculating your archetype...
              </p>
            ) : null}
          </div>

          <div className="flex items-center justify-between gap-3">
            <Button variant="secondary" onClick={() => goTo(index - 1)} disabled={index === 0 || submit.isPending}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Previous
            </Button>
            {isLast ? (
              <PendingButton
                onClick={() => {
                  cancelAdvance();
                  submit.mutate(answers);
                }}
                pending={submit.isPending}
                disabled={!allAnswered}
              >
                Submit Survey
              </PendingButton>
            ) : (
              <Button variant="secondary" onClick={() => goTo(index + 1)} disabled={current === 0 || submit.isPending}>
                Next
                <ArrowRight aria-hidden="true" className="size-4" />
              </Button>
            )}
          </div>
        </div>
      </OnboardingStep>
    </AppShell>
  );
}

export default SurveyPage;

import { ClipboardList, MessagesSquare, UserPlus, Vote } from 'lucide-react';
import { CtaBand } from '@/components/cta-band';
import { PageHero } from '@/components/marketing';
import { Card } from '@/components/ui/card';
import { PERSONAL_VOTE_MULTIPLIER } from '@civic/contracts/rules';

const STEPS = [
  {
    icon: UserPlus,
    title: 'Sign up',
    text: 'Create an account with your email and a password. Then add your name and address: we validate the address to find your congressional district, so you see the bills and events that affect you.',
    points: ['Takes about a minute', 'Your address is used to place you in your district'],
  },
  {
    icon: ClipboardList,
    title: 'Take the values survey',
    text: 'Answer 12 short questions about what matters to you when you judge right and wrong. You get one of 32 voter archetypes and a score for each of six moral foundations.',
    points: ['About 3 minutes', 'No right or wrong answers'],
  },
  {
    icon: Vote,
    title: 'Vote on bills',
    text: `Your archetype fills in a suggested vote on every active bill. Read the plain-language summaries and arguments, then support, oppose or abstain. A vote you cast yourself counts ${PERSONAL_VOTE_MULTIPLIER} times as much as a suggested one.`,
    points: ['Change any vote at any time', 'Your votes feed your district’s tally'],
  },
  {
    icon: MessagesSquare,
    title: 'Discuss and connect',
    text: 'Post your position on a bill with your reasoning, reply to others and upvote good arguments. Follow voters you find thoughtful and meet them at local events.',
    points: ['Every post is moderated for decency, not viewpoint', 'RSVP to events in your district'],
  },
] as const;

export function HowItWorksPage() {
  return (
    <>
      <PageHero eyebrow="How It Works" title="From sign-up to a seat at the table">
        <p>Four steps turn your values into votes and your votes into a conversation with your district.</p>
      </PageHero>

      <section aria-label="Steps" className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
        <ol className="relative grid gap-10 before:absolute before:top-2 before:bottom-2 before:left-6 before:w-px before:bg-ink-200">
          {STEPS.map(({ icon: Icon, title, text, points }, i) => (
            <li key={title} className="relative grid grid-cols-[3rem_1fr] gap-5">
              <span className="relative z-10 grid size-12 place-items-center rounded-full bg-brand-800 text-white shadow">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <Card className="p-6">
                <p className="text-sm font-semibold text-brand-700">Step {i + 1}</p>
                <h2 className="mt-1 text-2xl font-bold text-ink-900">{title}</h2>
                <p className="mt-3 text-ink-700">{text}</p>
                <ul className="mt-4 flex flex-wrap gap-2">
                  {points.map((p) => (
                    <li key={p} className="rounded-full bg-ink-100 px-3 py-1 text-sm text-ink-700">
                      {p}
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <CtaBand title="Ready to get started?" text="Create your account and your first votes are ready in under 3 minutes." label="Create your account" />
    </>
  );
}

export default HowItWorksPage;

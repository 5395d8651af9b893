import {
  ArrowRight,
  CalendarCheck,
  Clock,
  Handshake,
  Megaphone,
  MessagesSquare,
  ShieldCheck,
  UserPlus,
  Users,
  Vote,
  MapPin,
} from 'lucide-react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { Section } from '@/components/marketing';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/hooks/use-auth';

const FEATURES = [
  {
    icon: Megaphone,
    title: 'Be Heard',
    text: 'Vote support, oppose or abstain on real bills from Congress and on proposals from your neighbours. Your votes add up to a clear picture of what your district wants.',
  },
  {
    icon: Users,
    title: 'Build Community',
    text: 'Follow voters whose thinking you value, reply to their arguments and upvote the ones that move the conversation forward.',
  },
  {
    icon: CalendarCheck,
    title: 'Get Engaged',
    text: 'Find town halls, forums and meetups in your district, see who is going, and RSVP in one tap.',
  },
  {
    icon: Handshake,
    title: 'Break Partisanship',
    text: 'Start from shared values instead of party labels. Every post is moderated for decency, never for its point of view.',
  },
] as const;

const STEPS = [
  { icon: UserPlus, title: 'Sign Up', text: 'Create an account and add your address so we can find your congressional district.' },
  { icon: Vote, title: 'Vote', text: 'Take a 12-question values survey, then review the votes it suggests and change any of them.' },
  { icon: MessagesSquare, title: 'Discuss', text: 'Share your position on a bill, explain your reasoning and reply to others with respect.' },
  { icon: MapPin, title: 'Show up', text: 'Meet the people behind the posts at local events and carry the conversation offline.' },
] as const;

export function LandingPage() {
  const { user } = useAuth();
  const location = useLocation();
  // Visitors see the landing page; a signed-in voter's home is the tabbed dashboard
  // (links such as /?tab=discussions&billId=… keep their query).
  if (user) return <Navigate to={`/dashboard${location.search}${location.hash}`} replace />;

  return (
    <>
      <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-brand-900 text-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_20%_10%,rgba(96,144,250,0.35),transparent_45%),radial-gradient(circle_at_85%_80%,rgba(251,191,36,0.18),transparent_40%)]"
        />
        <div className="relative mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.15fr_1fr] lg:items-center">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100 ring-1 ring-white/20">
              <Clock aria-hidden="true" className="size-4" />
              Survey and voting take under 3 minutes
            </p>
            <h1 id="hero-heading" className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              Your values. Your vote. Your district.
            </h1>
            <p className="mt-6 max-w-xl text-lg text-pretty text-brand-100">
              Civic turns what you believe into votes on the bills in front of Congress, then brings you together with
              your neighbours to talk them through. The goal is simple: the votes cast here become your
              representative&apos;s votes.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg" variant="inverse">
                <Link to="/signup">
                  Get started
                  <ArrowRight aria-hidden="true" className="size-5" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outlineInverse">
                <Link to="/how-it-works">See how it works</Link>
              </Button>
            </div>
          </div>

          <div aria-hidden="true" className="relative mx-auto w-full max-w-sm lg:max-w-none">
            <div className="rounded-2xl bg-white p-5 text-ink-900 shadow-2xl ring-1 ring-black/5">
              <div className="flex items-center justify-between">
                <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-700">Energy</span>
                <span className="text-xs text-ink-600">Sample bill</span>
              </div>
              <p className="mt-3 font-semibold">Community Solar Access Act</p>
              <p className="mt-1 text-sm text-ink-600">
                Helps renters and small towns share in local solar projects through community subscriptions.
              </p>
              <div className="mt-4 grid grid-cols-3 gap-2 text-center text-sm font-semibold">
                <span className="rounded-lg bg-brand-700 py-2 text-white">Support</span>
                <span className="rounded-lg border border-ink-300 py-2">Oppose</span>
                <span className="rounded-lg border border-ink-300 py-2">Abstain</span>
              </div>
              <div className="mt-5 grid gap-2">
                <div className="flex justify-between text-xs text-ink-600">
                  <span>Your district so far</span>
                  <span>1,284 voters</span>
                </div>
                <div className="flex h-2.5 overflow-hidden rounded-full bg-ink-200">
                  <span className="bg-brand-700" style={{ width: '58%' }} />
                  <span className="bg-accent-500" style={{ width: '31%' }} />
                </div>
                <div className="flex gap-4 text-xs text-ink-700">
                  <span>58% support</span>
                  <span>31% oppose</span>
                  <span>11% abstain</span>
                </div>
              </div>
            </div>
            <div className="absolute -bottom-16 left-4 hidden rounded-xl bg-white px-4 py-3 text-sm text-ink-900 shadow-xl ring-1 ring-black/5 sm:block">
              <span className="flex items-center gap-2 font-semibold">
                <ShieldCheck className="size-4 text-success-700" /> Approved by moderation
              </span>
              <span className="text-ink-600">Civil, on-topic, any viewpoint</span>
            </div>
          </div>
        </div>
      </section>

      <Section
        id="features"
        title="Democracy that fits in your pocket"
        intro="Everything you need to understand a bill, make your position count and meet the people it affects."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <Card as="li" key={title} className="p-6">
              <span aria-hidden="true" className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-bold text-ink-900">{title}</h3>
              <p className="mt-2 text-ink-600">{text}</p>
            </Card>
          ))}
        </ul>
      </Section>

      <Section
        id="how-it-works"
        tone="muted"
        title="How it works"
        intro="Four steps from sign-up to a seat at the table. The survey and your first votes take under 3 minutes."
      >
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-200">
              <div className="flex items-center gap-3">
                <span className="grid size-10 place-items-center rounded-full bg-brand-800 text-base font-bold text-white">
                  {i + 1}
                </span>
                <Icon aria-hidden="true" className="size-6 text-brand-700" />
              </div>
              <h3 className="mt-5 text-lg font-bold text-ink-900">{title}</h3>
              <p className="mt-2 text-ink-600">{text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <section aria-labelledby="cta-heading" className="px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-4xl rounded-3xl bg-brand-800 px-6 py-12 text-center text-white shadow-xl sm:px-12">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Ready to make your voice count?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-brand-100">
            Join voters across the country who are turning their values into votes. The survey and voting
            take under 3 minutes.
          </p>
          <Button asChild size="lg" variant="inverse" className="mt-8">
            <Link to="/signup">
              Sign up now
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}

export default LandingPage;

import { CalendarDays, CheckCircle2, Clock, MapPin, ThumbsDown, ThumbsUp, Users, XCircle } from 'lucide-react';
import { CtaBand } from '@/components/cta-band';
import { PageHero, Section } from '@/components/marketing';
import { Card } from '@/components/ui/card';
import { PERSONAL_VOTE_MULTIPLIER } from '@civic/contracts/rules';

const SAMPLE_BILLS = [
  {
    kind: 'Congressional bill',
    number: 'H.R. 2417 (sample)',
    title: 'Community Solar Access Act',
    area: 'Energy',
    summary:
      'Creates a grant program that lets renters, small businesses and rural towns subscribe to shared solar projects and receive credits on their electricity bills.',
    forArgs: ['Opens clean-energy savings to people who cannot install panels', 'Keeps energy spending in local communities'],
    againstArgs: ['Adds new federal spending during tight budgets', 'Utilities may pass grid costs on to non-subscribers'],
  },
  {
    kind: 'User bill',
    number: 'Proposed by a voter',
    title: 'Neighborhood Library Hours Act',
    area: 'Education',
    summary:
      'Proposes matching funds for public libraries that extend evening and weekend hours, so working families can use them.',
    forArgs: ['Libraries are free study and internet access for everyone', 'Evening hours fit shift workers and students'],
    againstArgs: ['Matching funds favour towns that can already pay', 'Staffing costs grow every year'],
  },
] as const;

const FOUNDATIONS = [
  { name: 'Care / Harm', value: 83 },
  { name: 'Fairness / Cheating', value: 75 },
  { name: 'Liberty / Oppression', value: 67 },
  { name: 'Loyalty / Betrayal', value: 50 },
  { name: 'Authority / Subversion', value: 42 },
  { name: 'Sanctity / Degradation', value: 33 },
] as const;

const MODERATION = [
  {
    status: 'Approved',
    icon: CheckCircle2,
    tone: 'text-success-700 bg-success-50 ring-success-700/20',
    position: 'Oppose: the grant formula leaves out small towns',
    text: 'I like the goal, but as written the grants go to projects over 5 megawatts. Our county could never qualify. Lower the threshold and I would support it.',
    note: 'Civil, on-topic and clearly argued. Opposing the bill is completely fine.',
  },
  {
    status: 'Rejected',
    icon: XCircle,
    tone: 'text-danger-700 bg-danger-50 ring-danger-700/20',
    position: 'Support',
    text: 'Anyone who disagrees with this is an idiot and should move away.',
    note: 'Rejected for a personal attack. The author sees the reason and can rephrase to address the argument instead of the people.',
  },
] as const;

const EVENTS = [
  { name: 'Town Hall: Transit and Road Repairs', date: 'Saturday, 10:00 AM', place: 'Central Library, Community Room', going: 42, max: 80 },
  { name: 'Coffee and Civics: Reading a Bill Together', date: 'Tuesday, 6:30 PM', place: 'Riverside Café', going: 15, max: 25 },
  { name: 'Candidate-Free Policy Forum on Housing', date: 'Thursday, 7:00 PM', place: 'Lincoln High School Auditorium', going: 96, max: 200 },
] as const;

export function FeaturesPage() {
  return (
    <>
      <PageHero eyebrow="Features" title="Everything you need to be an informed, heard voter">
        <p>
          Plain-language bills, a values profile that explains your instincts, discussions that stay respectful, and
          local events where it all comes together. Below is sample content showing how each part works.
        </p>
      </PageHero>

      <Section
        id="bills"
        title="Bills, explained in plain language"
        intro="Every congressional bill comes with an AI-written summary and the strongest arguments on both sides. Voters can propose bills of their own, too."
      >
        <ul className="grid gap-6 lg:grid-cols-2">
          {SAMPLE_BILLS.map((bill) => (
            <Card as="li" key={bill.title} className="flex flex-col p-6">
              <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
                <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-700">{bill.kind}</span>
                <span className="rounded-full bg-ink-100 px-2.5 py-1 text-ink-700">{bill.area}</span>
                <span className="text-ink-600">{bill.number}</span>
              </div>
              <h3 className="mt-4 text-xl font-bold text-ink-900">{bill.title}</h3>
              <p className="mt-2 text-ink-600">{bill.summary}</p>
              <div className="mt-5 grid gap-4 sm:grid-cols-2">
                <div>
                  <h4 className="flex items-center gap-1.5 text-sm font-semibold text-success-700">
                    <ThumbsUp aria-hidden="true" className="size-4" /> Arguments for
                  </h4>
                  <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-ink-700">
                    {bill.forArgs.map((a) => (
                      <li key={a}>{a}</li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h4 className="flex items-center gap-1.5 text-sm font-semibold text-danger-700">
                    <ThumbsDown aria-hidden="true" className="size-4" /> Arguments against
                  </h4>
                  <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-ink-700">
                    {bill.againstArgs.map((a) => (
                      <li key={a}>{a}</li>
                    ))}
                  </ul>
                </div>
              </div>
            </Card>
          ))}
        </ul>
      </Section>

      <Section
        id="values"
        tone="muted"
        title="Know your values, not just your party"
        intro="A 12-question survey measures six moral foundations and matches you with one of 32 voter archetypes. Here is what a results card can look like."
      >
        <div className="mx-auto grid max-w-4xl gap-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-200 sm:p-8 md:grid-cols-[1fr_1.3fr]">
          <div>
            <p className="text-sm font-semibold text-brand-700">Sample archetype</p>
            <h3 className="mt-1 text-2xl font-bold text-ink-900">Liberal Humanitarian</h3>
            <p className="mt-3 text-ink-600">
              Guided first by compassion and fairness, with a strong belief in personal freedom. Weighs how a policy
              affects the most vulnerable before anything else.
            </p>
            <p className="mt-4 text-sm text-ink-600">
              Your archetype suggests a starting vote on each bill. Change any of them: a vote you cast yourself counts{' '}
              {PERSONAL_VOTE_MULTIPLIER} times as much.
            </p>
          </div>
          <ul className="grid gap-4" aria-label="Sample moral-foundation scores">
            {FOUNDATIONS.map((f) => (
              <li key={f.name}>
                <div className="flex justify-between text-sm font-medium text-ink-800">
                  <span>{f.name}</span>
                  <span>{f.value}%</span>
                </div>
                <div aria-hidden="true" className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-ink-200">
                  <div className="h-full rounded-full bg-brand-700" style={{ width: `${f.value}%` }} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section
        id="moderation"
        title="Moderation that protects the conversation, not a viewpoint"
        intro="Every post and reply is reviewed by AI moderation before it appears. It checks decency, not opinions: positions from every side are welcome."
      >
        <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
          {MODERATION.map(({ status, icon: Icon, tone, position, text, note }) => (
            <Card as="li" key={status} className="p-6">
              <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-semibold ring-1 ${tone}`}>
                <Icon aria-hidden="true" className="size-4" />
                {status}
              </span>
              <p className="mt-4 text-sm font-semibold text-ink-800">{position}</p>
              <blockquote className="mt-2 border-l-4 border-ink-200 pl-4 text-ink-700 italic">“{text}”</blockquote>
              <p className="mt-4 text-sm text-ink-600">{note}</p>
            </Card>
          ))}
        </ul>
      </Section>

      <Section
        id="events"
        tone="muted"
        title="Community events in your district"
        intro="Your address places you in your congressional district, so the events you see are close to home."
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {EVENTS.map((e) => (
            <li key={e.name} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-200">
              <h3 className="text-lg font-bold text-ink-900">{e.name}</h3>
              <dl className="mt-4 grid gap-2 text-sm text-ink-700">
                <div className="flex items-center gap-2">
                  <dt>
                    <CalendarDays aria-hidden="true" className="size-4 text-brand-700" />
                    <span className="sr-only">When</span>
                  </dt>
                  <dd>{e.date}</dd>
                </div>
                <div className="flex items-center gap-2">
                  <dt>
                    <MapPin aria-hidden="true" className="size-4 text-brand-700" />
                    <span className="sr-only">Where</span>
                  </dt>
                  <dd>{e.place}</dd>
                </div>
                <div className="flex items-center gap-2">
                  <dt>
                    <Users aria-hidden="true" className="size-4 text-brand-700" />
                    <span className="sr-only">Attendance</span>
                  </dt>
                  <dd>
                    {e.going} going · {e.max - e.going} spots left
                  </dd>
                </div>
              </dl>
              <span className="mt-5 inline-flex w-fit items-center gap-1.5 rounded-lg bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-700">
                <Clock aria-hidden="true" className="size-4" /> RSVP in the app
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand title="See it with your own district" text="Sign up, take the survey and your first votes are ready in under 3 minutes." />
    </>
  );
}

export default FeaturesPage;

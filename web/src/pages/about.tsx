import { BookOpenCheck, Handshake, HeartHandshake, Landmark, MessagesSquare, Scale, Users } from 'lucide-react';
import { PartnerContactDialog } from '@/components/partner-contact-dialog';
import { PageHero, Section } from '@/components/marketing';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

const PLEDGE = [
  {
    icon: MessagesSquare,
    title: 'Host voter-led discussions',
    text: 'Partner parties open the floor to the voters of each district and let them set the agenda, instead of handing down talking points.',
  },
  {
    icon: Scale,
    title: 'Moderate them policy-neutrally',
    text: 'Discussions are moderated for decency and honesty only. No position is removed because a party disagrees with it.',
  },
  {
    icon: Landmark,
    title: 'Vote exactly as the district decided',
    text: 'When a bill comes to the floor, the partner’s legislator casts the vote the district reached here, whatever the party line.',
  },
] as const;

const PRINCIPLES = [
  {
    icon: HeartHandshake,
    title: 'Respect',
    text: 'Every voter deserves to be heard, and every argument deserves a fair reading. We moderate behaviour, never beliefs.',
  },
  {
    icon: BookOpenCheck,
    title: 'Clarity',
    text: 'Bills are written for lawyers. We explain them in plain language and show the strongest case on each side.',
  },
  {
    icon: Users,
    title: 'Community',
    text: 'Democracy works best among neighbours. We connect you with the people in your district, online and in person.',
  },
] as const;

export function AboutPage() {
  return (
    <>
      <PageHero eyebrow="About Civic" title="Representation that starts with you">
        <p>
          Our mission is to close the distance between voters and the votes cast in their name: help every voter
          understand the bills before Congress, decide where they stand, and see that decision carried into the
          legislature.
        </p>
      </PageHero>

      <Section
        id="pledge"
        title="The partner pledge"
        intro="Political parties that partner with Civic commit to three promises, in public, for every district they represent."
      >
        <ol className="grid gap-6 md:grid-cols-3">
          {PLEDGE.map(({ icon: Icon, title, text }, i) => (
            <Card as="li" key={title} className="p-6">
              <div className="flex items-center gap-3">
                <span className="grid size-10 place-items-center rounded-full bg-brand-800 font-bold text-white">{i + 1}</span>
                <Icon aria-hidden="true" className="size-6 text-brand-700" />
              </div>
              <h3 className="mt-5 text-lg font-bold text-ink-900">{title}</h3>
              <p className="mt-2 text-ink-600">{text}</p>
            </Card>
          ))}
        </ol>
      </Section>

      <Section id="why" tone="muted" title="Why it matters">
        <div className="mx-auto grid max-w-3xl gap-5 text-lg text-ink-700">
          <p>
            Most voters are asked for their opinion once every few years, on a ballot that bundles hundreds of issues
            into a single choice. Between elections, decisions are made far away, and it is hard to know whether anyone
            is listening.
          </p>
          <p>
            Civic gives each district a standing, informed voice on individual bills. Because your values survey drafts
            your votes and you refine them, taking part takes minutes, not evenings. Because discussions are moderated
            for decency rather than ideology, people who disagree can actually talk.
          </p>
          <p>
            When a partner keeps the pledge, the result is simple to check: the district decided, and its representative
            voted that way.
          </p>
        </div>
      </Section>

      <Section id="principles" title="Our core principles">
        <ul className="grid gap-6 md:grid-cols-3">
          {PRINCIPLES.map(({ icon: Icon, title, text }) => (
            <Card as="li" key={title} className="p-6 text-center">
              <span aria-hidden="true" className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
                <Icon className="size-7" />
              </span>
              <h3 className="mt-5 text-xl font-bold text-ink-900">{title}</h3>
              <p className="mt-2 text-ink-600">{text}</p>
            </Card>
          ))}
        </ul>
      </Section>

      <section id="partner" aria-labelledby="partner-heading" className="px-4 pb-20 sm:px-6">
        <div className="mx-auto max-w-4xl rounded-3xl bg-brand-800 px-6 py-12 text-center text-white shadow-xl sm:px-12">
          <Handshake aria-hidden="true" className="mx-auto size-10 text-accent-400" />
          <h2 id="partner-heading" className="mt-4 text-3xl font-bold tracking-tight text-balance">
            Represent a party that is ready to take the pledge?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-brand-100">
            We work with parties of every persuasion that will let their district decide. Send us a note and we will
            walk you through how a partnership works.
          </p>
          <PartnerContactDialog
            trigger={
              <Button size="lg" variant="inverse" className="mt-8">
                Become a Partner
              </Button>
            }
          />
        </div>
      </section>
    </>
  );
}

export default AboutPage;

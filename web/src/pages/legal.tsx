import { PageHero, Prose } from '@/components/marketing';
import { PERSONAL_VOTE_MULTIPLIER } from '@civic/contracts/rules';

export const LEGAL_LAST_UPDATED = 'October 17, 2025';
export const PRIVACY_EMAIL = 'privacy@civic.example';
export const LEGAL_EMAIL = 'legal@civic.example';

function Updated() {
  return (
    <p className="mt-4 text-sm font-medium text-ink-600">
      Last updated: <time dateTime="2025-10-17">{LEGAL_LAST_UPDATED}</time>
    </p>
  );
}

export function PrivacyPage() {
  return (
    <>
      <PageHero eyebrow="Legal" title="Privacy Policy">
        <Updated />
      </PageHero>
      <Prose>
        <p>
          Civic exists to make your voice count, and that only works if you can trust us with your information. This
          policy explains what we collect, why, who can see it, and the choices you have.
        </p>

        <h2>Information you give us</h2>
        <ul>
          <li>
            <strong>Account:</strong> your email address and password. Passwords are stored only as a one-way hash; no
            one can read them.
          </li>
          <li>
            <strong>Profile:</strong> your name, street address, city, state and ZIP code. We use your address to
            determine your congressional district and county.
          </li>
          <li>
            <strong>Values survey:</strong> your 12 answers, the six moral-foundation scores calculated from them, and
            your voter archetype.
          </li>
          <li>
            <strong>Participation:</strong> your votes on bills, the bills you propose, your discussions, replies and
            upvotes, the voters you follow, and the events you RSVP to.
          </li>
          <li>
            <strong>Messages to us:</strong> anything you send through the partner contact form.
          </li>
        </ul>

        <h2>Information collected automatically</h2>
        <p>
          We set one essential cookie that keeps you signed in. We keep basic server logs (such as request times and
          error reports) to run the service securely. We do not use advertising cookies or sell tracking data.
        </p>

        <h2>How we use your information</h2>
        <ul>
          <li>To run your account and show you the bills, discussions and events for your district.</li>
          <li>To suggest votes from your archetype, and to count your votes in your district&apos;s tally.</li>
          <li>To moderate discussions, replies and proposed bills before they appear.</li>
          <li>To send you in-app notifications, such as replies to your posts.</li>
          <li>To keep Civic secure, prevent abuse and fix problems.</li>
        </ul>

        <h2>What other people can see</h2>
        <p>
          Other voters can see your name, voter archetype, city and state, the people you follow and who follow you, your
          approved discussions and replies, your public bills, and your votes on bills as shown on your profile. Your
          email address, street address and ZIP code are never shown to other users.
        </p>

        <h2>Sharing</h2>
        <ul>
          <li>
            <strong>District results:</strong> partner parties and representatives receive district-level vote totals.
            These are aggregated and do not identify you.
          </li>
          <li>
            <strong>Service providers:</strong> we use providers for hosting and for AI features. The text of posts and
            bills is sent to an AI provider to be moderated and summarized. Providers may use it only to perform that work
            for us.
          </li>
          <li>
            <strong>Legal reasons:</strong> we disclose information when the law requires it, and we push back on
            requests that are overly broad.
          </li>
        </ul>
        <p>We do not sell your personal information.</p>

        <h2>Retention and deletion</h2>
        <p>
          We keep your information while your account is open. If you ask us to delete your account, we delete your
          profile and personal data and remove your votes from future tallies; totals already reported stay as they were,
          since they cannot identify you.
        </p>

        <h2>Your choices and rights</h2>
        <p>
          You can view and correct your profile at any time in the app. You can ask us for a copy of your data, to
          correct it, or to delete it by writing to us, and we will answer promptly.
        </p>

        <h2>Security</h2>
        <p>
          We protect your data with encrypted connections, hashed passwords, restricted access and regular review. No
          system is perfectly secure, so we will tell you promptly if a breach affects you.
        </p>

        <h2>Children</h2>
        <p>Civic is meant for voters and is not directed to children under 13. We do not knowingly collect their data.</p>

        <h2>Changes to this policy</h2>
        <p>
          If we make material changes, we will let you know in the app before they take effect and update the date at
          the top of this page.
        </p>

        <h2>Contact</h2>
        <p>
          Questions or requests about your privacy: <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>.
        </p>
      </Prose>
    </>
  );
}

export function TermsPage() {
  return (
    <>
      <PageHero eyebrow="Legal" title="Terms of Service">
        <Updated />
      </PageHero>
      <Prose>
        <p>
          These terms are the agreement between you and Civic when you use the Civic website and app. Please read them:
          by creating an account or using Civic, you agree to them.
        </p>

        <h2>Who can use Civic</h2>
        <p>
          You must be at least 13 years old, and Civic is designed for people who are, or will soon be, eligible to vote
          in the United States. You are responsible for the accuracy of the information you give us, including your
          address, because it determines your district.
        </p>

        <h2>Your account</h2>
        <p>
          Keep your password private and let us know at once if you suspect someone else is using your account. One
          person, one account: creating accounts to inflate a tally is not allowed.
        </p>

        <h2>Votes and district results</h2>
        <p>
          Votes in Civic are not official ballots and do not replace voting in elections. Your archetype may suggest
          votes on your behalf; you can change any of them at any time, and a vote you cast yourself counts {PERSONAL_VOTE_MULTIPLIER} times as
          much as a suggested one. Partner parties pledge to vote as their districts decide; that pledge is theirs, and
          Civic cannot compel any legislator&apos;s vote.
        </p>

        <h2>Community standards</h2>
        <p>Civic welcomes every political viewpoint. What we do not allow is behaviour that drives people away:</p>
        <ul>
          <li>Personal attacks, harassment, threats or hate directed at people or groups.</li>
          <li>Spam, impersonation, or deliberately false claims about how to vote or take part.</li>
          <li>Sexual content, graphic violence, or content that breaks the law.</li>
          <li>Sharing someone else&apos;s private information.</li>
        </ul>
        <p>
          Discussions, replies and proposed bills are reviewed by automated moderation before they appear. We may remove
          content or suspend accounts that break these standards, and we tell you why when we reject something you wrote.
        </p>

        <h2>Your content</h2>
        <p>
          You own what you write. By posting it, you give Civic a non-exclusive licence to host, display and distribute
          it within the service, and to include it in aggregated, anonymous summaries. You can delete your own
          discussions, replies and draft bills.
        </p>

        <h2>Bill summaries and AI features</h2>
        <p>
          Bill summaries, arguments and moderation decisions are produced with the help of AI. We work to keep them
          accurate and balanced, but they can contain mistakes and are not legal advice. Always check the official text
          of a bill for anything important.
        </p>

        <h2>Ending your use</h2>
        <p>
          You may stop using Civic and ask us to delete your account at any time. We may suspend or close accounts that
          seriously or repeatedly break these terms.
        </p>

        <h2>Disclaimers and liability</h2>
        <p>
          Civic is provided as is. To the extent the law allows, we are not liable for indirect or consequential losses
          arising from your use of the service, and we do not guarantee that it will always be available or error-free.
        </p>

        <h2>Changes to these terms</h2>
        <p>
          We will give you at least 30 days&apos; notice before changes to these terms take effect, by a notice in the
          app and an updated date on this page. If you keep using Civic after that, the new terms apply.
        </p>

        <h2>Contact</h2>
        <p>
          Questions about these terms: <a href={`mailto:${LEGAL_EMAIL}`}>{LEGAL_EMAIL}</a>.
        </p>
      </Prose>
    </>
  );
}

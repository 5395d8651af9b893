import type { ArchetypeKey, ArchetypeVoteValue, FoundationKey, SynthesizeBillInput } from '@civic/contracts';

/**
 * A small hand-labelled set for the local provider, written for these tests (summaries in the
 * style of congressional bill summaries, not copied from any). Each says which foundation a
 * reader would call the bill's main moral concern, and how a few clearly-placed archetypes
 * would be expected to vote.
 */
export interface LabelledBill {
  input: SynthesizeBillInput;
  dominant: FoundationKey;
  /** Direction of the dominant foundation's impact. */
  direction: 1 | -1;
  votes: Partial<Record<ArchetypeKey, ArchetypeVoteValue>>;
}

export const LABELLED_BILLS: LabelledBill[] = [
  {
    input: {
      billId: 'test-care-1',
      title: 'Rural Health Clinic Access Act',
      policyArea: 'Health',
      summary:
        '<p><strong>Rural Health Clinic Access Act</strong></p><p>This bill establishes a grant program within the Health Resources and Services Administration to expand access to primary health care and mental health services in rural communities. Grants may be used to open clinics, recruit nurses and physicians, and provide telehealth treatment for patients who live far from a hospital. The bill also requires the agency to report annually on patient wait times in rural areas.</p>',
    },
    dominant: 'careHarm',
    direction: 1,
    // A new federal grant program: Liberty weighs against government growth (Iyer et al. 2012).
    votes: { Protector: 'support', LiberalHumanitarian: 'support', AmoralIndividualist: 'oppose' },
  },
  {
    input: {
      billId: 'test-fairness-1',
      title: 'Equal Pay Transparency Act',
      policyArea: 'Labor and Employment',
      summary:
        'This bill requires employers with 15 or more employees to disclose the pay range for each job posting and prohibits wage discrimination on the basis of sex, race, or national origin. It establishes a complaint process at the Equal Employment Opportunity Commission for workers who believe they are paid unfairly, and protects whistleblowers who report pay gaps.',
    },
    dominant: 'fairnessCheating',
    direction: 1,
    votes: { JusticeSeeker: 'support', LiberalHumanitarian: 'support', LawfulEgalitarian: 'support' },
  },
  {
    input: {
      billId: 'test-loyalty-1',
      title: 'Military Families and Veterans Support Act',
      policyArea: 'Armed Forces and National Security',
      summary:
        'This bill expands support for veterans and military families. It extends eligibility for the Gold Star family education benefit, requires the Department of Veterans Affairs to establish a transition office for servicemembers leaving the Armed Forces, and honors members of the National Guard who served in overseas deployments.',
    },
    dominant: 'loyaltyBetrayal',
    direction: 1,
    votes: { Patriot: 'support', OrderlyPatriot: 'support', SacredNationalist: 'support' },
  },
  {
    input: {
      billId: 'test-authority-1',
      title: 'Protecting Law Enforcement Officers Act',
      policyArea: 'Crime and Law Enforcement',
      summary:
        'This bill increases criminal penalties for assaulting a law enforcement officer and directs the Department of Justice to prosecute such crimes as a priority. It also provides grants to local police departments to hire officers and to improve enforcement of existing laws against gang violence and drug trafficking.',
    },
    dominant: 'authoritySubversion',
    direction: 1,
    votes: { Disciplinarian: 'support', GuardianOfOrder: 'support', OrderlyPatriot: 'support' },
  },
  {
    input: {
      billId: 'test-sanctity-1',
      title: 'Clean Drinking Water for Every Community Act',
      policyArea: 'Environmental Protection',
      summary:
        'This bill requires the Environmental Protection Agency to set an enforceable limit on PFAS, known as forever chemicals, in drinking water. It appropriates $2 billion to replace lead service lines and to clean up contamination at sites where toxic waste has polluted groundwater.',
    },
    dominant: 'sanctityDegradation',
    direction: 1,
    votes: { Purist: 'support', SacredProtector: 'support', PurityDrivenProgressive: 'support' },
  },
  {
    input: {
      billId: 'test-liberty-1',
      title: 'Digital Privacy and Free Speech Protection Act',
      policyArea: 'Civil Rights and Liberties',
      summary:
        'This bill prohibits federal agencies from conducting warrantless surveillance of the electronic communications of United States persons and from purchasing personal data from data brokers. It protects the privacy of online accounts and bars the government from pressuring platforms to censor lawful speech, in order to safeguard free speech and the Fourth Amendment.',
    },
    dominant: 'libertyOppression',
    direction: 1,
    // Limits on surveillance weigh against Authority and Loyalty, which a Protector weighs lightly.
    votes: { AmoralIndividualist: 'support', Protector: 'support' },
  },
  {
    input: {
      billId: 'test-care-repeal',
      title: 'Community Health Program Repeal Act',
      policyArea: 'Health',
      summary:
        'This bill repeals the community health worker grant program and rescinds unobligated funds for mental health services for children and elderly patients. It terminates the program at the end of the current fiscal year.',
    },
    dominant: 'careHarm',
    direction: -1,
    votes: { Protector: 'oppose', LiberalHumanitarian: 'oppose', SacredProtector: 'oppose' },
  },
  {
    input: {
      billId: 'test-mixed-mandate',
      title: 'Kids Online Safety Mandate Act',
      policyArea: 'Science, Technology, Communications',
      summary:
        'This bill requires social media platforms to use age verification for every account and prohibits minors under 16 from creating accounts without parental consent. Platforms must protect children from harmful content, including content that promotes self-harm, bullying, and sexual exploitation, and face civil penalties for violations.',
    },
    dominant: 'careHarm',
    direction: 1,
    votes: { Protector: 'support', AmoralIndividualist: 'oppose' },
  },
  {
    input: {
      billId: 'test-fairness-ethics',
      title: 'Congressional Stock Trading Ban and Ethics Act',
      policyArea: 'Government Operations and Politics',
      summary:
        'This bill prohibits Members of Congress and their spouses from trading individual stocks while in office to end conflicts of interest and insider trading. It requires public disclosure of existing holdings and directs the Office of Congressional Ethics to audit compliance and report fraud.',
    },
    dominant: 'fairnessCheating',
    direction: 1,
    votes: { JusticeSeeker: 'support', FairPureReformer: 'support' },
  },
  {
    input: {
      billId: 'test-ceremonial',
      title: 'To designate the facility of the United States Postal Service located at 120 Main Street in Springfield as the "Harriet Lane Post Office Building".',
      policyArea: 'Government Operations and Politics',
      summary:
        'This bill designates the facility of the United States Postal Service located at 120 Main Street in Springfield as the Harriet Lane Post Office Building.',
    },
    dominant: 'fairnessCheating', // Only the policy-area prior moves anything; the point is that every profile abstains.
    direction: 1,
    votes: { BalancedMoralModerate: 'abstain', MoralMaximalist: 'abstain', Protector: 'abstain', CynicNihilist: 'abstain' },
  },
  {
    input: {
      billId: 'test-sanctity-legalize',
      title: 'Recreational Cannabis Legalization Act',
      policyArea: 'Crime and Law Enforcement',
      summary:
        'This bill removes marijuana from the list of controlled substances, legalizes recreational marijuana for adults over 21, and decriminalizes possession. It allows states to license retail sales and expunges prior federal convictions for possession.',
    },
    dominant: 'sanctityDegradation',
    direction: -1,
    votes: { Purist: 'oppose', Traditionalist: 'oppose', AmoralIndividualist: 'support' },
  },
];

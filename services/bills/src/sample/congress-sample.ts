import { assembleBill } from '../importers/bill-fields';
import type { PolicyArea } from '../importers/policy-areas';
import type { BillType, ImportedBill } from '../importers/types';

/**
 * A built-in sample of real bills of the 118th and 119th Congresses, for local runs and demos
 * when neither the Congress.gov API nor GovInfo is reachable. Numbers, titles, sponsors, policy
 * areas, introduction dates and latest actions follow the official BILLSTATUS records (checked
 * against GovInfo BILLSTATUS / unitedstates data as of November 2025); the summaries are written
 * for this sample in plain words and are not CRS text.
 */
interface SampleEntry {
  congress: 118 | 119;
  type: BillType;
  number: number;
  title: string;
  shortTitle?: string;
  sponsor: [name: string, party: 'R' | 'D' | 'I', state: string];
  policyArea: PolicyArea;
  introduced: string;
  latestAction: [date: string, text: string];
  subjects?: string[];
  summary: string;
}

const ENTRIES: SampleEntry[] = [
  // ---- 118th Congress (2023–2024) ----
  {
    congress: 118, type: 'HR', number: 2,
    title: 'Secure the Border Act of 2023',
    sponsor: ['Rep. Diaz-Balart, Mario', 'R', 'FL'],
    policyArea: 'Immigration',
    introduced: '2023-05-02',
    latestAction: ['2024-12-17', 'Referred to the Subcommittee on Social Security.'],
    summary:
      'This bill directs the Department of Homeland Security to resume building a wall on the southern border and to hire more Border Patrol agents. It narrows who may claim asylum, limits the use of humanitarian parole for migrants, and requires employers to check that new hires may legally work through the E-Verify system. The House passed it in May 2023.',
  },
  {
    congress: 118, type: 'HR', number: 3746,
    title: 'Fiscal Responsibility Act of 2023',
    sponsor: ['Rep. McCarthy, Kevin', 'R', 'CA'],
    policyArea: 'Economics and Public Finance',
    introduced: '2023-05-29',
    latestAction: ['2023-06-03', 'Became Public Law No: 118-5.'],
    summary:
      "This law suspended the federal debt limit until January 1, 2025, ending the 2023 standoff over the government's borrowing authority. In return it capped discretionary spending for fiscal years 2024 and 2025 and took back some unspent COVID-19 relief money. It also widened work requirements for some food assistance recipients and changed how environmental reviews are done for infrastructure projects.",
  },
  {
    congress: 118, type: 'S', number: 870,
    title: 'An act to authorize appropriations for the United States Fire Administration and firefighter assistance grant programs, to advance the benefits of nuclear energy, and for other purposes.',
    shortTitle: 'Fire Grants and Safety Act',
    sponsor: ['Sen. Peters, Gary C.', 'D', 'MI'],
    policyArea: 'Energy',
    introduced: '2023-03-16',
    latestAction: ['2024-07-09', 'Became Public Law No: 118-67.'],
    subjects: ['Fires', 'First responders and emergency personnel', 'Government studies and investigations'],
    summary:
      'This law renews the U.S. Fire Administration and extends the federal grants that help local fire departments buy equipment, run fire prevention programs and hire firefighters. It also carries the ADVANCE Act, which tells the Nuclear Regulatory Commission to modernize and speed up licensing of advanced nuclear reactors and lowers some of its licensing fees.',
  },
  {
    congress: 118, type: 'HR', number: 7888,
    title: 'Reforming Intelligence and Securing America Act',
    sponsor: ['Rep. Lee, Laurel M.', 'R', 'FL'],
    policyArea: 'Armed Forces and National Security',
    introduced: '2024-04-09',
    latestAction: ['2024-04-20', 'Became Public Law No: 118-49.'],
    subjects: ['Intelligence activities, surveillance, classified information', 'Federal Bureau of Investigation (FBI)', 'Congressional oversight'],
    summary:
      'This law renewed Section 702 of the Foreign Intelligence Surveillance Act, which lets intelligence agencies collect the communications of foreigners located abroad, for two more years. It adds limits on when the FBI may search the collected data for information about Americans, raises penalties for misuse, and sets up a commission to recommend further changes.',
  },
  {
    congress: 118, type: 'S', number: 546,
    title: 'Recruit and Retain Act',
    sponsor: ['Sen. Fischer, Deb', 'R', 'NE'],
    policyArea: 'Crime and Law Enforcement',
    introduced: '2023-02-28',
    latestAction: ['2024-05-24', 'Became Public Law No: 118-64.'],
    subjects: ['Law enforcement officers', 'Law enforcement administration and funding', 'Employee hiring'],
    summary:
      'This law lets police departments spend federal Community Oriented Policing Services (COPS) grants on recruiting officers, including paying application costs such as background checks and testing. It funds partnerships between police agencies and schools or colleges that introduce students to law enforcement careers, and it asks for a study of why agencies struggle to hire and keep officers.',
  },
  {
    congress: 118, type: 'HR', number: 3935,
    title: 'FAA Reauthorization Act of 2024',
    sponsor: ['Rep. Graves, Sam', 'R', 'MO'],
    policyArea: 'Transportation and Public Works',
    introduced: '2023-06-09',
    latestAction: ['2024-05-16', 'Became Public Law No: 118-63.'],
    summary:
      'This law reauthorizes the Federal Aviation Administration and its programs through fiscal year 2028. It addresses the hiring of air traffic controllers, aviation safety and airport infrastructure, and it strengthens passenger protections such as automatic refunds when flights are canceled or significantly delayed.',
  },
  {
    congress: 118, type: 'HR', number: 2670,
    title: 'National Defense Authorization Act for Fiscal Year 2024',
    sponsor: ['Rep. Rogers, Mike D.', 'R', 'AL'],
    policyArea: 'Armed Forces and National Security',
    introduced: '2023-04-18',
    latestAction: ['2023-12-22', 'Became Public Law No: 118-31.'],
    summary:
      'This law authorizes the programs of the Department of Defense, military construction and the national security work of the Department of Energy for fiscal year 2024. It sets military personnel policy, including a pay raise for service members, and includes measures on weapons procurement, readiness and support for allies.',
  },
  {
    congress: 118, type: 'HR', number: 6090,
    title: 'Antisemitism Awareness Act of 2023',
    sponsor: ['Rep. Lawler, Michael', 'R', 'NY'],
    policyArea: 'Civil Rights and Liberties',
    introduced: '2023-10-26',
    latestAction: ['2024-05-02', 'Received in the Senate.'],
    subjects: ['First Amendment rights', 'Higher education', 'Religion'],
    summary:
      "This bill would require the Department of Education's Office for Civil Rights to consider the International Holocaust Remembrance Alliance's working definition of antisemitism when it investigates complaints of discrimination in federally funded schools and colleges. The House passed it in May 2024, and it then went to the Senate.",
  },
  {
    congress: 118, type: 'HR', number: 1,
    title: 'Lower Energy Costs Act',
    sponsor: ['Rep. Scalise, Steve', 'R', 'LA'],
    policyArea: 'Energy',
    introduced: '2023-03-14',
    latestAction: ['2023-03-30', 'The Clerk was authorized to correct section numbers, punctuation, and cross references, and to make other necessary technical and conforming corrections in the engrossment of H.R. 1.'],
    summary:
      'This bill aims to raise domestic energy production by requiring more oil, gas and coal lease sales on federal lands and waters and by shortening permitting and environmental reviews for energy projects. It eases limits on exporting and importing natural gas and repeals several climate programs created in 2022. The House passed it in March 2023.',
  },
  {
    congress: 118, type: 'S', number: 316,
    title: 'A bill to repeal the authorizations for use of military force against Iraq.',
    sponsor: ['Sen. Kaine, Tim', 'D', 'VA'],
    policyArea: 'International Affairs',
    introduced: '2023-02-09',
    latestAction: ['2023-03-30', 'Held at the desk.'],
    summary:
      'This bill repeals the 1991 and 2002 laws that authorized the use of military force against Iraq. Supporters argued the authorizations were outdated and could be stretched to justify unrelated military action. The Senate passed the bill in March 2023, and it was then held at the desk in the House.',
  },
  {
    congress: 118, type: 'S', number: 4367,
    title: 'Thomas R. Carper Water Resources Development Act of 2024',
    sponsor: ['Sen. Carper, Thomas R.', 'D', 'DE'],
    policyArea: 'Water Resources Development',
    introduced: '2024-05-20',
    latestAction: ['2025-01-04', 'Became Public Law No: 118-272.'],
    summary:
      'This law authorizes U.S. Army Corps of Engineers projects and studies for flood protection, navigation channels and harbors, and ecosystem restoration across the country. It also updates how the Corps plans, budgets and carries out its water resources work with local partners.',
  },
  {
    congress: 118, type: 'HR', number: 82,
    title: 'Social Security Fairness Act of 2023',
    sponsor: ['Rep. Graves, Garret', 'R', 'LA'],
    policyArea: 'Social Welfare',
    introduced: '2023-01-09',
    latestAction: ['2025-01-05', 'Became Public Law No: 118-273.'],
    subjects: ['Social security and elderly assistance', 'Government employee pay, benefits, personnel management'],
    summary:
      'This law repeals the Windfall Elimination Provision and the Government Pension Offset, two rules that cut Social Security benefits for people who also receive a pension from work not covered by Social Security, such as many teachers, police officers and firefighters. The change applies to benefits payable after December 2023.',
  },
  {
    congress: 118, type: 'HR', number: 7024,
    title: 'Tax Relief for American Families and Workers Act of 2024',
    sponsor: ['Rep. Smith, Jason', 'R', 'MO'],
    policyArea: 'Taxation',
    introduced: '2024-01-17',
    latestAction: ['2024-08-01', 'Motion by Senator Schumer to reconsider the vote by which cloture on the motion to proceed to the measure was not invoked (Record Vote No. 230) made in Senate.'],
    subjects: ['Tax treatment of families', 'Income tax rates', 'Low- and moderate-income housing', 'Natural disasters'],
    summary:
      'This bill would have expanded the refundable part of the child tax credit for 2023 through 2025 and restored immediate deductions for business research costs and full bonus depreciation. It also offered tax relief to disaster victims, more low-income housing tax credits, and special tax rules for residents of Taiwan. The House passed it by a wide bipartisan margin, but in August 2024 a Senate vote to begin debate on it failed.',
  },
  {
    congress: 118, type: 'HR', number: 7777,
    title: 'Veterans’ Compensation Cost-of-Living Adjustment Act of 2024',
    sponsor: ['Rep. Luttrell, Morgan', 'R', 'TX'],
    policyArea: 'Armed Forces and National Security',
    introduced: '2024-03-21',
    latestAction: ['2024-11-25', 'Became Public Law No: 118-130.'],
    summary:
      "This law raised veterans' disability compensation, the clothing allowance for some disabled veterans, and payments to surviving spouses and children by the same cost-of-living percentage that Social Security recipients received on December 1, 2024. The Department of Veterans Affairs must publish the new amounts.",
  },
  {
    congress: 118, type: 'S', number: 1000,
    title: 'Saving Access to Laboratory Services Act',
    sponsor: ['Sen. Brown, Sherrod', 'D', 'OH'],
    policyArea: 'Health',
    introduced: '2023-03-28',
    latestAction: ['2023-03-28', 'Read twice and referred to the Committee on Finance.'],
    summary:
      'This bill would change how Medicare pays for clinical laboratory tests. Payment rates for some widely available tests would be based on a statistical sample of what private insurers pay, rather than on data reported by a small set of laboratories. Supporters say this would prevent steep cuts that could close community labs.',
  },

  // ---- 119th Congress (2025–2026) ----
  {
    congress: 119, type: 'HR', number: 1,
    title: 'One Big Beautiful Bill Act',
    sponsor: ['Rep. Arrington, Jodey C.', 'R', 'TX'],
    policyArea: 'Economics and Public Finance',
    introduced: '2025-05-20',
    latestAction: ['2025-07-04', 'Became Public Law No: 119-21.'],
    summary:
      'This budget reconciliation law makes the individual income tax cuts of 2017 permanent and adds new deductions, including for tips, overtime pay and older taxpayers. It reduces projected spending on Medicaid and food assistance through new work requirements and more cost sharing by states, phases out several clean-energy tax credits, and adds money for border enforcement and defense. It also raises the federal debt limit by $5 trillion.',
  },
  {
    congress: 119, type: 'S', number: 5,
    title: 'Laken Riley Act',
    sponsor: ['Sen. Britt, Katie Boyd', 'R', 'AL'],
    policyArea: 'Immigration',
    introduced: '2025-01-06',
    latestAction: ['2025-01-29', 'Became Public Law No: 119-1.'],
    summary:
      'This law requires federal immigration authorities to detain non-citizens who are in the country unlawfully and have been charged with or arrested for theft, burglary, shoplifting, assaulting a police officer, or crimes that kill or seriously injure someone. It also lets state attorneys general sue the federal government over certain immigration enforcement decisions that harm their states. It was the first law enacted by the 119th Congress.',
  },
  {
    congress: 119, type: 'S', number: 1582,
    title: 'GENIUS Act',
    shortTitle: 'Guiding and Establishing National Innovation for U.S. Stablecoins Act',
    sponsor: ['Sen. Hagerty, Bill', 'R', 'TN'],
    policyArea: 'Finance and Financial Sector',
    introduced: '2025-05-01',
    latestAction: ['2025-07-18', 'Became Public Law No: 119-27.'],
    summary:
      'This law sets up the first federal rules for payment stablecoins, digital tokens designed to keep a steady value against the U.S. dollar. Issuers must be licensed, hold safe reserves such as cash and short-term Treasury bills equal to every coin they issue, publish their reserves every month, and follow anti-money-laundering rules.',
  },
  {
    congress: 119, type: 'HR', number: 22,
    title: 'SAVE Act',
    shortTitle: 'Safeguard American Voter Eligibility Act',
    sponsor: ['Rep. Roy, Chip', 'R', 'TX'],
    policyArea: 'Government Operations and Politics',
    introduced: '2025-01-03',
    latestAction: ['2025-04-10', 'Received in the Senate.'],
    summary:
      'This bill would require people to show documentary proof of U.S. citizenship, such as a passport or a birth certificate, when they register to vote in federal elections. States would have to remove non-citizens from their voter rolls and could use federal records to check citizenship. The House passed it in April 2025.',
  },
  {
    congress: 119, type: 'HR', number: 3633,
    title: 'Digital Asset Market Clarity Act of 2025',
    sponsor: ['Rep. Hill, J. French', 'R', 'AR'],
    policyArea: 'Finance and Financial Sector',
    introduced: '2025-05-29',
    latestAction: ['2025-09-18', 'Received in the Senate and Read twice and referred to the Committee on Banking, Housing, and Urban Affairs.'],
    summary:
      'This bill would set rules for the markets in digital assets such as cryptocurrencies, dividing oversight between the Commodity Futures Trading Commission and the Securities and Exchange Commission. Digital asset exchanges, brokers and dealers would have to register and meet disclosure and customer-protection standards. The House passed it in July 2025.',
  },
  {
    congress: 119, type: 'HR', number: 1968,
    title: 'Full-Year Continuing Appropriations and Extensions Act, 2025',
    sponsor: ['Rep. Cole, Tom', 'R', 'OK'],
    policyArea: 'Economics and Public Finance',
    introduced: '2025-03-10',
    latestAction: ['2025-03-15', 'Became Public Law No: 119-4.'],
    summary:
      "This law funded federal agencies through September 30, 2025, the end of the fiscal year, largely at the previous year's levels, which avoided a government shutdown in March 2025. It also extended a number of programs and authorities that were about to expire.",
  },
  {
    congress: 119, type: 'HR', number: 4,
    title: 'Rescissions Act of 2025',
    sponsor: ['Rep. Scalise, Steve', 'R', 'LA'],
    policyArea: 'Economics and Public Finance',
    introduced: '2025-06-06',
    latestAction: ['2025-07-24', 'Became Public Law No: 119-28.'],
    summary:
      'This law cancels about $9 billion in spending that Congress had already approved, most of it for foreign aid programs and for the Corporation for Public Broadcasting, which funds public radio and television stations. It carried out a rescission request sent to Congress by the President.',
  },
  {
    congress: 119, type: 'S', number: 146,
    title: 'TAKE IT DOWN Act',
    shortTitle: 'Tools to Address Known Exploitation by Immobilizing Technological Deepfakes on Websites and Networks Act',
    sponsor: ['Sen. Cruz, Ted', 'R', 'TX'],
    policyArea: 'Science, Technology, Communications',
    introduced: '2025-01-16',
    latestAction: ['2025-05-19', 'Became Public Law No: 119-12.'],
    subjects: ['Internet, web applications, social media', 'Crimes against children', 'Sex offenses'],
    summary:
      'This law makes it a federal crime to knowingly publish intimate images of a person without consent, including realistic fake images made with artificial intelligence. Websites and apps that host user content must give victims a way to request removal and must take such images down within 48 hours of a valid request.',
  },
  {
    congress: 119, type: 'S', number: 331,
    title: 'HALT Fentanyl Act',
    shortTitle: 'Halt All Lethal Trafficking of Fentanyl Act',
    sponsor: ['Sen. Cassidy, Bill', 'R', 'LA'],
    policyArea: 'Crime and Law Enforcement',
    introduced: '2025-01-30',
    latestAction: ['2025-07-16', 'Became Public Law No: 119-26.'],
    subjects: ['Drug trafficking and controlled substances', 'Department of Justice', 'Research administration and funding'],
    summary:
      'This law permanently lists fentanyl-related substances as a class in Schedule I of the Controlled Substances Act, so trafficking them brings the same penalties as trafficking fentanyl analogues. It also makes it easier for scientists to register to do research with Schedule I substances.',
  },
  {
    congress: 119, type: 'HR', number: 23,
    title: 'Illegitimate Court Counteraction Act',
    sponsor: ['Rep. Roy, Chip', 'R', 'TX'],
    policyArea: 'International Affairs',
    introduced: '2025-01-03',
    latestAction: ['2025-01-28', 'Cloture on the motion to proceed to the measure not invoked in Senate by Yea-Nay Vote. 54 - 45. Record Vote Number: 22. (CR S410)'],
    summary:
      'This bill would require sanctions on the International Criminal Court and on people who help it when the court investigates or prosecutes citizens of the United States or of allied countries that have not accepted its jurisdiction, such as Israel. The House passed it in January 2025, but a Senate vote to begin debate fell short.',
  },
  {
    congress: 119, type: 'HR', number: 28,
    title: 'Protection of Women and Girls in Sports Act of 2025',
    sponsor: ['Rep. Steube, W. Gregory', 'R', 'FL'],
    policyArea: 'Civil Rights and Liberties',
    introduced: '2025-01-03',
    latestAction: ['2025-01-15', 'Received in the Senate.'],
    subjects: ['Athletes', 'School athletics', 'Sex, gender, sexual orientation discrimination'],
    summary:
      'This bill would make it a violation of Title IX for schools that receive federal money to let students whose sex at birth was male take part in athletic programs meant for women or girls. Sex would be defined by reproductive biology and genetics at birth. The House passed it in January 2025.',
  },
  {
    congress: 119, type: 'HR', number: 21,
    title: 'Born-Alive Abortion Survivors Protection Act',
    sponsor: ['Rep. Wagner, Ann', 'R', 'MO'],
    policyArea: 'Health',
    introduced: '2025-01-03',
    latestAction: ['2025-01-24', 'Received in the Senate and Read twice and referred to the Committee on the Judiciary.'],
    summary:
      'This bill would require health care practitioners to give a child who is born alive after an attempted abortion the same care they would give any other newborn, including prompt admission to a hospital. Practitioners who fail to do so would face criminal penalties. The House passed it in January 2025.',
  },
  {
    congress: 119, type: 'HR', number: 471,
    title: 'Fix Our Forests Act',
    sponsor: ['Rep. Westerman, Bruce', 'R', 'AR'],
    policyArea: 'Public Lands and Natural Resources',
    introduced: '2025-01-16',
    latestAction: ['2025-03-06', 'Committee on Agriculture, Nutrition, and Forestry Subcommittee on Conservation, Forestry, Natural Resources, and Biotechnology. Hearings held. With printed Hearing: S.Hrg. 119-27.'],
    summary:
      'This bill aims to lower the risk of catastrophic wildfires by speeding up forest thinning and other management projects on federal land, in part by shortening environmental reviews and limiting legal challenges. It also sets up a center to share wildfire science and data and supports community wildfire defense. The House passed it in January 2025.',
  },
  {
    congress: 119, type: 'HR', number: 30,
    title: 'Preventing Violence Against Women by Illegal Aliens Act',
    sponsor: ['Rep. Mace, Nancy', 'R', 'SC'],
    policyArea: 'Immigration',
    introduced: '2025-01-03',
    latestAction: ['2025-01-17', 'Received in the Senate and Read twice and referred to the Committee on the Judiciary.'],
    summary:
      'This bill would make non-citizens who have been convicted of, or who admit to committing, sex offenses or domestic violence inadmissible to the United States and deportable. The House passed it in January 2025.',
  },
  {
    congress: 119, type: 'HR', number: 5371,
    title: 'Continuing Appropriations, Agriculture, Legislative Branch, Military Construction and Veterans Affairs, and Extensions Act, 2026',
    sponsor: ['Rep. Cole, Tom', 'R', 'OK'],
    policyArea: 'Economics and Public Finance',
    introduced: '2025-09-16',
    latestAction: ['2025-11-12', 'Became Public Law No: 119-37.'],
    summary:
      'This law ended the government shutdown that began on October 1, 2025. It provides full-year 2026 funding for agriculture and food programs, the legislative branch, and military construction and veterans affairs, and it keeps the rest of the government funded at prior-year levels through January 30, 2026.',
  },
  {
    congress: 119, type: 'HJRES', number: 20,
    title: 'Providing for congressional disapproval under chapter 8 of title 5, United States Code, of the rule submitted by the Department of Energy relating to "Energy Conservation Program: Energy Conservation Standards for Consumer Gas-fired Instantaneous Water Heaters".',
    sponsor: ['Rep. Palmer, Gary J.', 'R', 'AL'],
    policyArea: 'Energy',
    introduced: '2025-01-15',
    latestAction: ['2025-05-09', 'Became Public Law No: 119-6.'],
    summary:
      'This joint resolution uses the Congressional Review Act to overturn a Department of Energy rule, issued in December 2024, that set tougher energy-efficiency standards for gas-fired tankless water heaters. With the resolution enacted, the rule has no force or effect.',
  },
  {
    congress: 119, type: 'S', number: 100,
    title: 'Repealing Big Brother Overreach Act',
    sponsor: ['Sen. Tuberville, Tommy', 'R', 'AL'],
    policyArea: 'Finance and Financial Sector',
    introduced: '2025-01-15',
    latestAction: ['2025-01-15', 'Read twice and referred to the Committee on Banking, Housing, and Urban Affairs.'],
    summary:
      "This bill would repeal the Corporate Transparency Act, the 2021 law that requires many small companies to report who owns them to the Treasury Department's Financial Crimes Enforcement Network. That reporting was meant to help fight money laundering and terrorist financing; the bill's supporters see it as a burden on small businesses.",
  },
  {
    congress: 119, type: 'SRES', number: 50,
    title: 'A resolution designating the week of February 3 through 7, 2025, as "National School Counseling Week".',
    sponsor: ['Sen. Murray, Patty', 'D', 'WA'],
    policyArea: 'Education',
    introduced: '2025-01-30',
    latestAction: ['2025-01-30', 'Submitted in the Senate, considered, and agreed to without amendment and with a preamble by Unanimous Consent. (consideration: CR S527; text: CR S526)'],
    summary:
      "This resolution designates the week of February 3 through 7, 2025, as National School Counseling Week. It recognizes the work school counselors do to support students' learning, career planning and well-being.",
  },
];

export const SAMPLE_SOURCE = 'sample';

/** The sample as ImportedBill records, normalized by the same code path as every importer. */
export const SAMPLE_BILLS: ImportedBill[] = ENTRIES.map((e) =>
  assembleBill({
    congress: e.congress,
    billType: e.type,
    billNumber: e.number,
    title: e.title,
    // Bills known only by an official title ("A bill to ...") have no short title.
    shortTitle: e.shortTitle ?? (/^(A bill|A resolution|An act|Providing for)\b/i.test(e.title) ? null : e.title),
    introducedDate: e.introduced,
    updateDate: null,
    latestActionDate: e.latestAction[0],
    latestActionText: e.latestAction[1],
    policyArea: e.policyArea,
    subjects: e.subjects ?? [],
    summary: e.summary,
    // Every bill here has printed text at GovInfo; the sample does not carry it.
    textAvailable: true,
    sponsors: [{ fullName: e.sponsor[0], party: e.sponsor[1], state: e.sponsor[2] }],
    source: SAMPLE_SOURCE,
  }),
);

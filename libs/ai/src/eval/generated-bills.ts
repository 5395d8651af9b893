import type { SynthesizeBillInput } from '@civic/contracts';
import { mulberry32 } from '../seeded-random';

/**
 * Synthetic bills for the suggested-vote figures: summaries in the style of congressional bill
 * summaries, drawn from both sides of each contested area and from everyday areas and
 * ceremonies, so a rule table that only knows the built-in sample would show it. Deterministic
 * (seeded), so the figures are reproducible.
 */

interface Family {
  policyArea: string;
  titles: readonly string[];
  sentences: readonly string[];
}

const FAMILIES: readonly Family[] = [
  // Guns.
  { policyArea: 'Crime and Law Enforcement', titles: ['Background Check Expansion Act', 'Safer Communities Firearms Act', 'Assault Weapons Ban Act'], sentences: [
    'This bill requires a background check for every firearm sale, including sales between private parties.',
    'It prohibits the sale, manufacture and import of assault weapons and large-capacity magazines.',
    'It establishes a grant program for States that adopt extreme risk protection orders.',
    'It imposes a waiting period of seven days before a licensed dealer may transfer a handgun.',
  ] },
  { policyArea: 'Crime and Law Enforcement', titles: ['Constitutional Concealed Carry Reciprocity Act', 'Second Amendment Protection Act', 'Hearing Protection Act'], sentences: [
    'This bill allows a person who may carry a concealed handgun in one State to carry it in any other State.',
    'It protects the right to keep and bear arms by barring federal agencies from keeping a registry of gun owners.',
    'It removes firearm suppressors from the list of items taxed and registered under the National Firearms Act.',
    'It repeals the requirement that gun buyers wait for the approval of a background check on weekends.',
  ] },
  // Abortion.
  { policyArea: 'Health', titles: ['Pain-Capable Unborn Child Protection Act', 'Life at Conception Act', 'No Taxpayer Funding for Abortion Act'], sentences: [
    'This bill prohibits performing an abortion after 20 weeks of pregnancy, with exceptions for the life of the mother.',
    'It makes permanent the Hyde Amendment, which bars the use of federal funds for abortions.',
    'It imposes criminal penalties on a practitioner who performs an abortion in violation of the bill.',
    'It requires abortion providers to report each procedure to the Department of Health and Human Services.',
  ] },
  { policyArea: 'Health', titles: ["Women's Health Protection Act", 'Right to Contraception Act', 'Reproductive Freedom Act'], sentences: [
    'This bill protects access to abortion services before fetal viability and afterwards when needed to protect the life or health of the patient.',
    'It guarantees a right to obtain contraceptives and a right of health care providers to provide them.',
    'It prohibits States from imposing waiting periods or medically unnecessary tests on patients seeking abortion care.',
    'It establishes grants to expand reproductive health care in underserved areas.',
  ] },
  // Immigration.
  { policyArea: 'Immigration', titles: ['Border Security and Enforcement Act', 'Stop Illegal Entry Act', 'Asylum Integrity Act'], sentences: [
    'This bill directs the Department of Homeland Security to complete the wall on the southern border and to hire 5,000 additional Border Patrol agents.',
    'It increases the criminal penalties for illegal entry and for reentry after removal.',
    'It narrows asylum eligibility and requires the detention of applicants while their claims are decided.',
    'It requires every employer to verify the work eligibility of new hires through E-Verify.',
  ] },
  { policyArea: 'Immigration', titles: ['Dream Act', 'Farm Workforce Modernization Act', 'Refugee Protection Act'], sentences: [
    'This bill establishes a pathway to citizenship for people brought to the United States as children.',
    'It grants lawful permanent resident status to agricultural workers who have worked on farms for at least ten years.',
    'It raises the annual ceiling on refugee admissions and expands visas for workers in shortage occupations.',
    'It provides work permits for asylum seekers whose applications have been pending for six months.',
  ] },
  // Taxes.
  { policyArea: 'Taxation', titles: ['Tax Relief for Working Families Act', 'Small Business Tax Cut Act', 'No Tax on Tips Act'], sentences: [
    'This bill permanently extends the 2017 individual tax cuts and lowers the top marginal income tax rate.',
    'It doubles the standard deduction for small business owners and cuts the corporate income tax rate.',
    'It provides a deduction for tips and overtime pay so that no tax is owed on them.',
    'It repeals the federal estate tax.',
  ] },
  { policyArea: 'Taxation', titles: ['Billionaire Minimum Tax Act', 'Fair Share Act', 'Close the Carried Interest Loophole Act'], sentences: [
    'This bill imposes a minimum tax on households worth more than $100 million.',
    'It raises taxes on corporations that move profits to foreign tax havens.',
    'It closes the carried interest loophole, so investment managers pay ordinary income tax rates.',
    'It imposes a surtax on incomes above $1 million and uses the revenue for the child tax credit.',
  ] },
  // Climate.
  { policyArea: 'Environmental Protection', titles: ['Clean Energy Future Act', 'Climate Pollution Reduction Act', 'Methane Emissions Reduction Act'], sentences: [
    'This bill sets limits on greenhouse gas emissions from power plants and requires a 50 percent cut by 2035.',
    'It funds clean energy projects and tax credits for electric vehicles and home energy efficiency.',
    'It establishes a fee on methane emissions from oil and gas facilities.',
    'It directs federal agencies to account for climate change in their planning.',
  ] },
  { policyArea: 'Energy', titles: ['American Energy Independence Act', 'Unlocking Our Domestic Resources Act', 'Stop the War on Coal Act'], sentences: [
    'This bill requires quarterly oil and gas lease sales on federal lands and in the Gulf of Mexico.',
    'It repeals the greenhouse gas reduction fund and other climate programs.',
    'It prohibits the Environmental Protection Agency from regulating carbon emissions from existing coal plants.',
    'It expedites permitting for pipelines and limits judicial review of energy projects.',
  ] },
  // Policing.
  { policyArea: 'Crime and Law Enforcement', titles: ['Back the Blue Act', 'Protect and Serve Act', 'Hire More Heroes in Policing Act'], sentences: [
    'This bill provides grants to State and local law enforcement agencies to hire more officers.',
    'It increases the penalties for assaulting a law enforcement officer.',
    'It expands the COPS program and funds training and equipment for police departments.',
    'It makes it a federal crime to kill or attempt to kill a police officer.',
  ] },
  { policyArea: 'Crime and Law Enforcement', titles: ['Justice in Policing Act', 'Ending Qualified Immunity Act', 'Police Accountability Act'], sentences: [
    'This bill ends qualified immunity for law enforcement officers in civil suits.',
    'It bans chokeholds and no-knock warrants in drug cases.',
    'It requires federal officers to wear body cameras and establishes a national registry of police misconduct.',
    'It prohibits racial profiling by law enforcement agencies.',
  ] },
  // Health care.
  { policyArea: 'Health', titles: ['Medicare Expansion Act', 'Affordable Care Enhancement Act', 'Lower Drug Costs for Seniors Act'], sentences: [
    'This bill expands Medicare to cover dental, vision and hearing care.',
    'It increases the premium tax credits that help people buy health insurance.',
    'It expands Medicaid eligibility to low-income adults in every State.',
    'It caps out-of-pocket costs for prescription drugs for Medicare beneficiaries.',
  ] },
  { policyArea: 'Health', titles: ['Medicaid Work Requirements Act', 'Health Care Freedom Act', 'Repeal the Individual Mandate Act'], sentences: [
    'This bill imposes work requirements on able-bodied adults enrolled in Medicaid.',
    'It cuts federal Medicaid spending by converting it to a block grant.',
    'It repeals the premium tax credits created in 2021 and the expansion of Medicaid.',
    'It allows the sale of health insurance plans across State lines.',
  ] },
  // Everyday areas.
  { policyArea: 'Armed Forces and National Security', titles: ['Military Readiness Act', 'Veterans Benefits Improvement Act'], sentences: [
    'This bill authorizes funding for the armed forces and a pay raise for servicemembers.',
    'It expands disability compensation and health care for veterans exposed to toxic substances.',
    'It establishes a program to help military families find child care.',
  ] },
  { policyArea: 'Government Operations and Politics', titles: ['Congressional Stock Trading Ban Act', 'Government Transparency Act'], sentences: [
    'This bill prohibits Members of Congress from trading individual stocks to end conflicts of interest.',
    'It requires public disclosure of lobbying contacts and strengthens the inspector general.',
    'It protects whistleblowers who report fraud in federal contracts.',
  ] },
  { policyArea: 'Labor and Employment', titles: ['Raise the Wage Act', 'Protecting the Right to Organize Act'], sentences: [
    'This bill raises the federal minimum wage to $17 an hour.',
    'It protects collective bargaining and penalizes employers who retaliate against union organizing.',
    'It requires paid sick leave for workers at companies with 15 or more employees.',
  ] },
  { policyArea: 'Education', titles: ['Educational Choice for Children Act', 'Parents Bill of Rights Act'], sentences: [
    'This bill creates a tax credit for donations to scholarship organizations that fund school choice.',
    'It protects parental rights to review curricula and expands education savings accounts.',
    'It allows federal education funds to follow students to charter schools and homeschool programs.',
  ] },
  { policyArea: 'Civil Rights and Liberties', titles: ['Equality Act', 'Voting Rights Advancement Act'], sentences: [
    'This bill prohibits discrimination on the basis of sexual orientation and gender identity in employment and housing.',
    'It restores voting rights protections and establishes automatic voter registration.',
    'It expands early voting and vote by mail in federal elections.',
  ] },
  { policyArea: 'Government Operations and Politics', titles: ['Election Integrity Act', 'Make Elections Secure Act'], sentences: [
    'This bill requires voter identification at the polls in federal elections.',
    'It requires documentary proof of citizenship to register to vote.',
    'It directs States to clean up voter rolls each year.',
  ] },
  { policyArea: 'Science, Technology, Communications', titles: ['Online Privacy Act', 'Fourth Amendment Is Not For Sale Act'], sentences: [
    'This bill prohibits law enforcement agencies from buying data from data brokers without a warrant.',
    'It bans warrantless surveillance of the communications of Americans under section 702.',
    'It prohibits the use of facial recognition by federal agencies.',
  ] },
  { policyArea: 'Transportation and Public Works', titles: ['Rebuild America’s Bridges Act', 'Rural Broadband Act'], sentences: [
    'This bill provides $20 billion for repairing highways and bridges.',
    'It funds broadband networks in rural areas and improves transit safety.',
    'It establishes a grant program for fire departments and emergency responders.',
  ] },
];

const CEREMONIES: readonly SynthesizeBillInput[] = [
  { billId: '', title: 'A resolution designating May 2026 as "National Mental Health Awareness Month".', summary: 'This resolution designates May 2026 as National Mental Health Awareness Month.', policyArea: 'Health' },
  { billId: '', title: 'To designate the facility of the United States Postal Service located at 12 Elm Street in Dover as the "Mary Ann Post Office".', summary: 'This bill designates the facility of the United States Postal Service located at 12 Elm Street in Dover as the Mary Ann Post Office.', policyArea: 'Government Operations and Politics' },
  { billId: '', title: 'A resolution recognizing the anniversary of the founding of the National Park Service.', summary: 'This resolution recognizes the anniversary of the founding of the National Park Service and honors its employees.', policyArea: 'Public Lands and Natural Resources' },
];

/** `count` bills, about one in twenty ceremonial, the rest two or three sentences of one family. */
export function generatedBills(count = 1000, seed = 23): SynthesizeBillInput[] {
  const random = mulberry32(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const bills: SynthesizeBillInput[] = [];
  for (let i = 0; i < count; i++) {
    if (random() < 0.05) {
      bills.push({ ...pick(CEREMONIES), billId: `gen-${i}` });
      continue;
    }
    const family = pick(FAMILIES);
    const n = 2 + Math.floor(random() * 2);
    const chosen = [...family.sentences].sort(() => random() - 0.5).slice(0, n);
    // The first sentence names the bill, as summaries do.
    chosen[0] = chosen[0]!.replace(/^(It|This bill) /, 'This bill ');
    for (let j = 1; j < chosen.length; j++) chosen[j] = chosen[j]!.replace(/^This bill /, 'It ');
    bills.push({ billId: `gen-${i}`, title: `${pick(family.titles)} of ${2020 + (i % 7)}`, summary: chosen.join(' '), policyArea: family.policyArea });
  }
  return bills;
}

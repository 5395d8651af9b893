import { splitSentences } from './text';

/**
 * What a user bill would do against the Constitution, clause by clause. Each rule pairs *who or
 * what* a provision reaches (a religion, a race, speech about officials, homes) with *what it
 * does* to them (register, ban, punish, search without warrant). Provisions that protect the
 * same right ("prohibits discrimination on the basis of religion", "only with a warrant") are
 * recognised by an `unless` pattern on the same sentence, so mirror-image bills are told apart
 * by what they do, never by which side proposes them.
 */

export type ClauseKey =
  | 'establishment'
  | 'free_exercise'
  | 'religious_test'
  | 'speech'
  | 'press'
  | 'assembly'
  | 'petition'
  | 'arms'
  | 'quartering'
  | 'search_seizure'
  | 'due_process'
  | 'takings'
  | 'counsel_jury'
  | 'cruel_punishment'
  | 'equal_protection'
  | 'voting_race'
  | 'voting_sex'
  | 'poll_tax'
  | 'attainder'
  | 'ex_post_facto'
  | 'habeas_corpus'
  | 'nobility'
  | 'structure';

export const CLAUSE_NAMES: Record<ClauseKey, string> = {
  establishment: 'First Amendment, Establishment Clause',
  free_exercise: 'First Amendment, Free Exercise Clause',
  religious_test: 'Article VI, no religious test for office',
  speech: 'First Amendment, freedom of speech',
  press: 'First Amendment, freedom of the press',
  assembly: 'First Amendment, right of peaceable assembly',
  petition: 'First Amendment, right to petition the government',
  arms: 'Second Amendment',
  quartering: 'Third Amendment, quartering of soldiers',
  search_seizure: 'Fourth Amendment, unreasonable searches and seizures',
  due_process: 'Fifth Amendment, due process',
  takings: 'Fifth Amendment, Takings Clause',
  counsel_jury: 'Sixth Amendment, right to counsel and to a jury trial',
  cruel_punishment: 'Eighth Amendment, cruel and unusual punishment',
  equal_protection: 'Fourteenth Amendment, equal protection (and the Fifth Amendment for federal law)',
  voting_race: 'Fifteenth Amendment, vote not denied by race',
  voting_sex: 'Nineteenth Amendment, vote not denied by sex',
  poll_tax: 'Twenty-fourth Amendment, no poll tax',
  attainder: 'Article I, Section 9, no bill of attainder',
  ex_post_facto: 'Article I, Section 9, no ex post facto law',
  habeas_corpus: 'Article I, Section 9, habeas corpus',
  nobility: 'Article I, Section 9, no titles of nobility',
  structure: 'The Constitution’s structure of government',
};

export interface ConstitutionalFinding {
  clause: ClauseKey;
  /** The clause's name, as shown to the author. */
  clauseName: string;
  issue: string;
  /** The bill's own words that raise the issue. */
  quote: string;
}

interface ClauseRule {
  clause: ClauseKey;
  issue: string;
  /** All must match the same sentence. */
  all: RegExp[];
  /** A sentence matching this protects the right rather than infringing it. */
  unless?: RegExp;
}

const RELIGION = /\b(?:muslims?|islam\w*|christians?|christianity|jews|jewish|judaism|hindus?|hinduism|buddhists?|buddhism|sikhs?|atheists?|agnostics?|catholics?|protestants?|mormons?|evangelicals?|religious minorit\w+|minority (?:religions?|faiths?)|(?:members|adherents|followers|practitioners) of (?:any |a |certain |minority |non-christian |non-)?(?:\w+ )?(?:religions?|faiths?|sects?)|(?:non-christian|non-muslim|non-jewish) \w+|religious (?:groups?|sects?|organi[sz]ations?|affiliation|beliefs?)|(?:their|his|her) (?:religion|faith)|places? of worship|mosques?|synagogues?|churches|temples|gurdwaras?|religious (?:dress|garb|clothing|head ?coverings?|symbols?)|hijabs?|turbans?|yarmulkes?|kippahs?)\b/;
const BURDEN = /\b(?:regist\w*|registry|list of|database of|ban\w*|bar(?:s|red|ring)?\b|prohibit\w*|forbid\w*|deport\w*|exclud\w*|expel\w*|detain\w*|intern\w*|surveil\w*|monitor\w*|special (?:tax|fee|surcharge)|tax\w* (?:on|of)|close\w*|shut\w* down|deny|denies|denied|den(?:ying|ial)|revok\w*|strip\w*|ineligible|not (?:be )?eligible|may not|shall not|must not|no longer|segregat\w*|separate|identification (?:cards?|badges?)|wear (?:a |an )?(?:badge|mark|armband|symbol)|restrict\w*|limit\w*|disqualif\w*|prevent\w*|dismiss\w*|fire[ds]?\b|confiscat\w*|seiz\w*)\b/;
const PROTECTS = /\bdiscriminat\w*|\ball (?:buildings|structures|propert(?:y|ies)|organi[sz]ations|nonprofits|employers|entities|groups)\b|\bincluding (?:religious|churches|places of worship|houses of worship)|\bany (?:building|structure|organi[sz]ation|group|nonprofit|employer|entity)\b|\b(?:secular|nonreligious|non-religious) (?:and|or) religious\b|\breligious (?:and|or) (?:secular|nonreligious|non-religious)\b|\b(?:government|agency|state|officials?|federal government|no (?:\w+ ){0,2}(?:may|shall)) (?:may not|shall not|cannot)\b|\bregardless of\b|\bwithout regard to\b|\bequal(?:ly)? (?:access|treatment|protection|terms|footing|rules?|basis|standards?)\b|\bsame (?:rules?|standards?|terms|requirements?|zoning)\b|\bapply (?:equally|alike|to all)\b|\bapplies (?:equally|alike|to all)\b|\bhate crimes?\b|\bprotect\w* (?:the )?(?:right|freedom|religious|worship|houses of worship|places of worship|voters?|against)\b|\bsecurity grants?\b|\bvandali[sz]\w*|\barson\b|\bno (?:person|one|citizen|individual|state|agency|official|employer) (?:may|shall) (?:be )?(?:den\w+|exclud\w+|discriminat\w+|burden\w*|requir\w+|compel\w+|forc\w+|subject\w+)/;

const PROTECTED_TRAIT = /\b(?:on the basis of|based on|because of|by reason of|on account of|according to|by)\s+(?:(?:their|his|her|a person's|an individual's)\s+)?(?:race|racial|colou?r|ethnicity|ethnic (?:origin|background)|national origin|ancestry|descent|nationality|sex|gender|religion|religious)\b|\b(?:persons?|people|residents?|citizens?|individuals?|anyone|those) (?:of|with) (?:\w+ )?(?:descent|ancestry|heritage|national origin)\b|\b(?:black|african[- ]american|white|asian|asian[- ]american|hispanic|latino|latina|latinx|arab|mexican|chinese|japanese|korean|indian|native american|middle eastern|jewish)\s+(?:persons?|people|residents?|citizens?|americans?|applicants?|students?|voters?|immigrants?|individuals?|families|men|women|children|workers)\b|\b(?:women|men|females?|males?)\b(?=[^.;]{0,60}\b(?:may not|shall not|cannot|are (?:barred|prohibited|ineligible|not eligible|not permitted|not allowed)|from (?:voting|holding|serving|owning|attending|enrolling)))/;
const VOTING = /\b(?:vot\w+|ballots?|franchise|suffrage|elections?|polls)\b/;

const PENALTY = /\b(?:crimes?|criminal\w*|offen[cs]es?|fin(?:e|es|ed)\b|prison|imprison\w*|jail\w*|punish\w*|penalt\w*|unlawful|illegal|misdemeanou?r|felon\w*|sentenc\w*|prosecut\w*|sanction\w*|liable|forfeit\w*|arrest\w*|prohibit\w*|ban(?:s|ned|ning)?\b|forbid\w*|suspend\w*|revok\w*)\b/;
const CRITICISM = /\b(?:critici[sz]\w*|insult\w*|mock\w*|ridicul\w*|disparag\w*|disrespect\w*|defam\w*|satiri[sz]\w*|lampoon\w*|speak\w* (?:out )?against|dissent\w*|negative (?:statements?|comments?|remarks?|coverage)|unflattering|derogatory|demean\w*|offensive (?:statements?|remarks?|speech))\b/;
const OFFICIALS = /\b(?:president|vice president|government|administration|congress|officials?|officers?|agenc\w+|governors?|mayors?|legislators?|lawmakers?|members of congress|the state|public servants?|the military|police|leaders?|judges?|the flag|the nation)\b/;
const SPEECH_ACT = /\b(?:say|saying|speak\w*|speech|statements?|express\w*|post\w*|publish\w*|advoca\w+|display\w*|utter\w*|writ\w+|opinions?|views?|comments?|remarks?|criticism|sign\w*|slogans?|words|books?|teach\w*|discuss\w*)\b/;
const SPEECH_OK = /\b(?:true threats?|incite\w* (?:imminent )?(?:violence|lawless)|imminent lawless|obscen\w*|child (?:sexual|pornograph)\w*|fraud\w*|perjur\w*|defamation (?:law|suits?)|classified|trade secrets?|false (?:advertising|statements? to (?:federal )?(?:investigators|agents|officers))|counterfeit|impersonat\w*|solicit\w* (?:a )?(?:crime|bribe)|bribe\w*|retaliat\w*|private information|personal information|doxx\w*|harass\w*|stalk\w*|robocalls?|spam|telemarket\w*|commercial|campaign (?:finance|contributions?|disclosures?)|disclos\w*|noise|decibels?|(?:hours?|times?) (?:of|between|after|before)|between \d|after \d|before \d|content[- ]neutral|viewpoint[- ]neutral|regardless of (?:content|viewpoint|message|the message)|protects?|guarantee\w*|shall not (?:punish|prohibit|censor|restrict)|may not (?:punish|prohibit|censor|restrict)|no (?:person|one|agency|official) (?:may|shall) (?:punish|censor|prohibit|retaliat\w*))\b/;

const SEARCH = /\b(?:search\w*|seiz\w*|inspect\w*|enter\w*|entry|raid\w*|wiretap\w*|intercept\w*|monitor\w*|surveil\w*|track\w*|collect\w*|access\w*|examin\w*|frisk\w*|stop and search|read\w*)\b/;
const PRIVATE_PLACE = /\b(?:homes?|houses?|residences?|dwellings?|apartments?|premises|property|properties|vehicles?|cars?|persons?|people|citizens?|residents?|phones?|cell ?phones?|devices?|computers?|emails?|e-mails?|mail|messages?|communications?|records?|papers|effects|belongings|luggage|bags?|data|calls?|bodies|pockets?|anyone|any person|individuals?)\b/;
const NO_WARRANT = /\bwithout (?:a |any |first obtaining a |obtaining a |the need for a |need of a |prior )?(?:warrant|court order|judicial (?:approval|authori[sz]ation|review|warrant)|probable cause|suspicion|individuali[sz]ed suspicion|reasonable suspicion)\b|\bwarrantless\b|\bno warrant (?:is|shall be|will be) (?:required|needed)\b|\bat any time,? (?:and )?(?:for any reason|without)|\bfor any reason or no reason\b|\bgeneral warrants?\b|\bsuspicionless\b|\brandom(?:ly)? (?:searches|search|inspections?|checks?) of (?:homes|houses|residences|private)/;
const LAWFUL_SEARCH = /\b(?:may not|shall not|must not|cannot|no (?:officer|agent|agency|official|person|government|law enforcement)\b[^.;]{0,40}\b(?:may|shall)|prohibit\w*|forbid\w*|bans?|end\w*)\b[^.;]{0,80}\b(?:without|warrantless)\b|\bexigent\b|\bimminent (?:danger|threat|harm|risk)\b|\bhot pursuit\b|\bplain view\b|\bincident to (?:a )?(?:lawful )?arrest\b|\bborder\b|\bairport\b|\bsecurity screening\b|\bvoluntar\w* consent\b|\bwith (?:the )?(?:written |voluntary )?consent\b|\b(?:with|upon|after obtaining|obtain|requires?|only (?:with|upon|after))\b[^.;]{0,30}\bwarrants?\b/;

const CRUEL = /\b(?:flog\w*|whipp\w*|lash(?:es|ing)|caning|branding (?:of )?(?:offenders|criminals|convicts|prisoners|inmates|repeat|them|those)|brand(?:ed)? (?:on|with)|mutilat\w*|amputat\w*|tortur\w*|the stocks|pillory|castrat\w*|starvation|maim\w*|stoning|ston(?:ed|e) to death|hard labou?r|chain gangs?|public (?:execution|hanging|humiliation|beating)|burn\w* alive|cutting off|cut off (?:a |the |their |his |her )?(?:hand|finger|ear|limb)|electric shock|deprivation of (?:food|water|sleep|medical care)|denied (?:food|water|medical care))\b/;
const PUNISH_CONTEXT = /\b(?:punish\w*|penalt\w*|sentenc\w*|offenders?|convicts?|convicted|prisoners?|inmates?|criminals?|guilty|violators?|those who|anyone who|persons? who|shoplift\w*|theft|crime|offen[cs]es?)\b/;
const CRUEL_OK = /\b(?:prohibit\w*|bans?|banning|outlaw\w*|forbid\w*|end\w*|abolish\w*|no (?:person|prisoner|inmate|one|detainee) (?:may|shall) be|may not be subjected|shall not be subjected|protect\w*|prevent\w*|investigat\w*|report\w*)\b[^.;]{0,80}|\b(?:cattle|livestock|brand names?|branding (?:campaign|guidelines)|sugar cane|hurricane)\b/;
const SEVERE = /\b(?:death penalty|death sentence|executed|execution|put to death|capital punishment|life (?:in prison|imprisonment|sentences?)|mandatory life|\d{2,} years (?:in prison|imprisonment)|(?:twenty|thirty|forty|fifty|fifteen|ten) years (?:in prison|imprisonment))\b/;
const PETTY = /\b(?:shoplift\w*|petty|jaywalk\w*|litter\w*|parking (?:tickets?|violations?)|loiter\w*|graffiti|minor (?:offen[cs]es|crimes|theft|drug)|misdemeanou?rs?|trespass\w*|curfew violations?|unpaid (?:fines|tickets)|traffic (?:violations?|tickets?)|speeding|spitting|possession of (?:a small amount of |small amounts of )?marijuana|overdue library|noise complaints?)\b/;

const DUE_PROCESS_DENIAL = /\bwithout (?:a |any )?(?:trial|hearing|due process|judicial review|review by a court|charges?|being charged|notice and (?:a )?hearing|(?:an )?opportunity to (?:be heard|respond|contest|appeal)|the right to (?:appeal|a hearing|contest))\b|\bindefinite(?:ly)? (?:detain\w*|detention|imprison\w*|held|hold)|\bdetain\w* (?:indefinitely|without (?:charge|trial))|\bpresum\w* guilty\b|\bguilty until proven innocent\b|\bburden (?:shall be |is )?on the (?:accused|defendant) to prove (?:his |her |their )?innocence\b|\bprove (?:their|his|her) innocence\b|\bno (?:appeal|right of appeal|judicial review) (?:shall be|is) (?:allowed|permitted|available)|\bmay not (?:appeal|challenge|contest) (?:the|this|their|such)\b|\bsecret (?:trials?|proceedings|courts?)\b|\bcompel\w* to (?:testify|be a witness) against (?:himself|herself|themselves|oneself)|\b(?:tried|prosecuted) again for the same (?:offen[cs]e|crime|conduct) after (?:an )?acquittal\b|\bafter (?:an )?acquittal\b[^.;]{0,40}\b(?:retr(?:y|ied)|tried again|prosecut\w* again)/;
const COUNSEL_JURY_DENIAL = /\b(?:den(?:y|ies|ied|ying)|without|no right to|not (?:be )?(?:entitled|allowed|permitted) to|may not (?:have|consult|retain|be represented by|request)|shall not (?:have|be entitled to|be represented by)|waiv\w*|eliminat\w*|abolish\w*|prohibit\w*|bar\w*)\b[^.;]{0,70}\b(?:counsel|an? (?:lawyer|attorney)|legal (?:representation|counsel)|jury|juries|jury trials?|trial by jury|public defenders?)\b|\b(?:decided|determined|tried|adjudicated) (?:solely |only )?by (?:a |the )?(?:panel of |board of |committee of |council of )?(?:police|prosecutors?|officers?|officials|agency|agencies|agency officials|attorney general|executive|administrative \w+|bureaucrats|political appointees|the president)\b[^.;]{0,30}\b(?:instead of|without|rather than|in place of) (?:a )?(?:jury|judge|court|trial)/;
const TAKINGS = /\b(?:seiz\w*|confiscat\w*|tak(?:e|es|en|ing)|expropriat\w*|appropriat\w*|transfer\w*)\b[^.;]{0,100}\bwithout (?:just |any |fair |paying |payment of )?(?:compensation|payment|paying)\b/;

const ATTAINDER = /\b(?:declar\w* (?:that )?(?!no )[^.;]{0,80}\bguilty\b|(?:is|are) (?:hereby )?(?:declared|found|deemed|adjudged) (?:to be )?guilty|(?:is|are) hereby (?:declared|found|adjudged|deemed) (?:to be )?guilty|declared guilty by (?:this|the) act|hereby (?:convicted|sentenced|punished)|guilty (?:of \w+(?: \w+)? )?by (?:this|legislative) (?:act|decree)|by legislative (?:decree|declaration|finding) (?:of guilt|guilty)|without (?:a )?(?:judicial )?trial[^.;]{0,60}\b(?:named|following persons|following individuals|specific(?:ally)? named)|(?:named|following) (?:persons?|individuals?|organi[sz]ations?|compan(?:y|ies))\b[^.;]{0,80}\b(?:guilty|shall forfeit|are barred|is barred|are banned|is banned|punish\w*|imprison\w*|shall be fined|disqualified))\b/;
const NAMED_TARGET_PUNISHED = /\b(?:[A-Z][a-z]+ [A-Z][a-z]+|the [A-Z][a-z]+ (?:family|Party|Corporation|Company|Foundation))\b[^.;]{0,80}\b(?:shall forfeit|forfeits?|must forfeit|are guilty|is guilty|is barred from|are barred from|is banned from|are banned from|shall be imprisoned|shall be fined|is declared guilty|are declared guilty|shall be punished|shall lose|is hereby|are hereby) /;
const EX_POST_FACTO = /\b(?:retroactiv\w*|prior to (?:the )?(?:date of )?(?:enactment|effective date|passage)|before (?:the )?(?:enactment|effective date|passage) of this|before this (?:act|law|bill) (?:took|takes|went into) effect|committed before|already (?:committed|completed|occurred)|that (?:were|was) (?:legal|lawful) (?:at the time|when)|(?:made|committed|sold|done|conducted|occurring|engaged in|performed|cast|posted|paid|purchased|issued|filed)\b[^.;]{0,40}\b(?:during|in|over|within) the (?:past|previous|preceding|last) (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty) (?:years?|months?))/;
const CRIMINAL = /\b(?:crimes?|criminal\w*|offen[cs]es?|prison|imprison\w*|jail\w*|punish\w*|penalt\w*|felon\w*|misdemeanou?r|prosecut\w*|convict\w*|sentenc\w*|fines?)\b/;
const EX_POST_OK = /\bonly (?:to|for) (?:conduct|acts|offen[cs]es|violations) (?:occurring|committed) (?:on or )?after\b|\bno (?:retroactive|ex post facto)|\bshall not (?:apply|be applied) retroactiv|\bprospective(?:ly)?\b|\b(?:reduc\w*|lower\w*|shorten\w*|expung\w*|pardon\w*|clemency|resentenc\w*|relief|seal\w*|vacat\w*|commut\w*)\b/;

const NOBILITY = /\b(?:titles? of nobility|nobility|noble (?:titles?|ranks?)|hereditary (?:titles?|peerages?|ranks?|honou?rs?)|peerages?|knighthoods?|(?:titles?|ranks?) (?:of|such as) ["“]?(?:duke|earl|baron|marquis|marquess|viscount|baronet|lord|lady|count|countess|knight|sir|dame|prince|princess)|(?:styled|addressed) as ["“]?(?:lord|lady|sir|dame|duke|earl|baron|your grace)|(?:dukes|duchesses|earls|barons|baronesses|viscounts|baronets|marquesses)\b)/;
const GRANT = /\b(?:grant\w*|confer\w*|creat\w*|award\w*|bestow\w*|establish\w*|designat\w*|accept\w*|recogni[sz]\w*|elevat\w*|ennobl\w*|entitled to be (?:called|styled|addressed))\b/;
const NOBILITY_OK = /\b(?:prohibit\w*|forbid\w*|may not accept|shall not accept|bans?|honorary (?:degrees?|citizenship)|congressional gold medal|medal of (?:honor|freedom)|(?:knights of columbus)|lord's prayer|house of lords)\b/;

const QUARTER = /\b(?:quarter\w*|lodg\w*|billet\w*|hous(?:e|es|ed|ing)|board\w*|accommodat\w*|station\w*|host\w*)\b/;
const SOLDIERS = /\b(?:soldiers?|troops?|service ?members?|military personnel|servicemen|members of the armed forces|national guard(?:smen)?|marines|sailors|airmen)\b/;
const PRIVATE_HOME = /\b(?:private (?:homes?|houses?|residences?|dwellings?)|(?:citizens'?|residents'?|family|families'?|civilian|owners'?) (?:homes?|houses?|residences?)|households?|in (?:any|their|the) (?:home|house|homes|houses|residence)|homeowners?)\b/;
const QUARTER_OK = /\bwith (?:the )?(?:written |voluntary |prior )?consent\b|\bvoluntar\w*\b|\bmay not\b|\bshall not\b|\bprohibit\w*\b|\bbarracks\b|\b(?:on|at|in) (?:military )?(?:bases?|installations?)\b|\bmilitary housing\b|\bhousing (?:allowances?|assistance|vouchers?|stipends?)\b|\bveterans?\b/;

const ESTABLISH = /\b(?:establish\w*|declar\w*|designat\w*|adopt\w*|recogni[sz]\w*|mak(?:e|es|ing)|name[sd]?)\b[^.;]{0,60}\b(?:official|national|state|established|sole|true)\s+(?:religion|church|faith|creed|denomination)\b(?!-)|\b(?:require|requires|required|compel\w*|mandat\w*)\b[^.;]{0,60}\b(?:to (?:pray|recite (?:a |the )?(?:[\w']+ )?prayers?|profess|affirm (?:a )?belief in god|be baptized|read (?:from )?the (?:bible|quran|koran|torah))|(?:daily|mandatory|compulsory|teacher-led|official) (?:prayers?|bible readings?|worship|religious instruction))|\bdeclar\w* [^.;]{0,40}\b(?:a |an )?(?:christian|muslim|islamic|jewish|hindu|catholic|protestant|biblical|god-fearing) (?:nation|country|republic)\b|\b(?:promot\w*|advanc\w*|endors\w*|favou?r\w*)\s+(?:the\s+)?(?:christian|muslim|islamic|jewish|hindu|catholic|protestant|biblical)\s+(?:worship|faith|religion|beliefs?|prayer|doctrine|teachings?|values)|\blead (?:\w+ )?(?:students|children|pupils|class(?:es)?|employees|workers) in (?:a |daily |morning )?(?:\w+ )?prayers?|\b(?:christian|muslim|jewish|hindu|religious|bible|daily|morning) prayers? (?:in|at|for) (?:all |every )?(?:public )?(?:schools?|classrooms?)|\bto attend (?:religious (?:services|instruction)|church|worship|mass|prayer (?:services|meetings)|(?:weekly|daily|sunday) (?:services|mass|worship|church))|\b(?:mandatory|compulsory|teacher-led|official|daily) (?:school )?prayers?\b[^.;]{0,40}\b(?:public schools?|classrooms?|government)|\bfund\w*\b[^.;]{0,40}\b(?:the )?(?:construction|salaries|clergy|ministers|missionar\w+) of (?:\w+ )?(?:churches|mosques|synagogues|temples|a religion|one religion)|\b(?:only|exclusively) (?:christian|catholic|protestant|muslim|jewish|hindu|religious)\b[^.;]{0,60}\b(?:may|shall|can)\b[^.;]{0,40}\b(?:receive|be eligible|qualify)/;
const RELIGIOUS_TEST = /\breligious test\b|\b(?:profess|affirm|swear|declare|attest)\w*\b[^.;]{0,30}\b(?:belief|faith) in (?:god|a supreme being|jesus|christ|allah|the bible)\b|\b(?:only|must be)\b[^.;]{0,20}\b(?:christians?|believers|members of a (?:church|religion|congregation)|religious persons?)\b[^.;]{0,40}\b(?:hold|serve in|run for|be (?:appointed|elected)|eligible for)\b[^.;]{0,20}\b(?:office|positions?|the (?:house|senate|presidency)|public)|\batheists?\b[^.;]{0,60}\b(?:may not|shall not|cannot|ineligible|barred|disqualified)\b[^.;]{0,40}\b(?:office|serve|hold|run)/;
const RELIGIOUS_TEST_OK = /\bno religious test\b|\bprohibit\w* (?:any )?religious tests?\b/;

const HABEAS = /\b(?:suspend\w*|abolish\w*|eliminat\w*|den(?:y|ies|ied))\b[^.;]{0,40}\b(?:writ of )?habeas corpus\b/;
const HABEAS_OK = /\b(?:rebellion|invasion)\b/;
const STRUCTURE = /\b(?:suspend\w*|cancel\w*|postpon\w* indefinitely|abolish\w*)\b[^.;]{0,30}\b(?:all |the next |federal |presidential |congressional |general |national )+elections?\b(?! (?:day holiday|commissions?|fraud))|\babolish\w*\b[^.;]{0,30}\b(?:the )?(?:states|state governments|the supreme court|the senate|the house of representatives|congress|the presidency|the electoral college)\b|\b(?:third|fourth|unlimited) (?:presidential )?terms?\b[^.;]{0,40}\b(?:president|presidency)/;
const STRUCTURE_OK = /\b(?:constitutional amendment|propos\w* an amendment|amendment to the constitution|ratif\w*|article v)\b/;
const ARMS = /\b(?:ban\w*|prohibit\w*|confiscat\w*|outlaw\w*|forbid\w*)\b[^.;]{0,40}\b(?:all|every|any)\s+(?:privately[- ]owned\s+|private\s+)?(?:firearms|guns|handguns)\b|\b(?:citizens|civilians|private persons|americans)\b[^.;]{0,30}\b(?:may not|shall not|cannot)\b[^.;]{0,20}\b(?:own|possess|keep)\b[^.;]{0,20}\b(?:firearms|guns|handguns|any (?:firearm|gun))/;

const RULES: ClauseRule[] = [
  { clause: 'establishment', issue: 'It would establish or officially favour a religion, or compel religious practice.', all: [ESTABLISH], unless: /\bno (?:official|national|state) religion\b|\bvoluntary\b|\bprohibit\w* (?:the )?(?:establishment|government-led)/ },
  { clause: 'religious_test', issue: 'It would require a religious test for public office.', all: [RELIGIOUS_TEST], unless: RELIGIOUS_TEST_OK },
  { clause: 'free_exercise', issue: 'It singles out people or places of worship by religion for a burden.', all: [RELIGION, BURDEN], unless: PROTECTS },
  { clause: 'voting_race', issue: 'It would deny or abridge the vote by race or colour.', all: [VOTING, /\b(?:race|racial|colou?r|ethnicity|black|african[- ]american|white|asian|hispanic|latino|native american)\b/, /\b(?:den\w*|abridg\w*|may not|shall not|cannot|ineligible|not (?:be )?eligible|bar\w*|prohibit\w*|exclud\w*|restrict\w*|only|limit\w*|separate|additional|extra|literacy tests?)\b/], unless: PROTECTS },
  { clause: 'voting_sex', issue: 'It would deny or abridge the vote by sex.', all: [VOTING, /\b(?:sex|gender|women|men|females?|males?|wives|husbands?)\b/, /\b(?:den\w*|abridg\w*|may not|shall not|cannot|ineligible|not (?:be )?eligible|bar\w*|prohibit\w*|exclud\w*|restrict\w*|only|limit\w*|one vote per household|head of (?:the )?household)\b/], unless: /\bdiscriminat\w*|\bregardless of\b|\bwithout regard to\b|\bequal\w*|\bprotect\w*|\bno (?:person|citizen|one) (?:may|shall) be den\w*|\b(?:men and women|women and men|both sexes|either sex|any sex|alike)\b/ },
  { clause: 'poll_tax', issue: 'It would charge a fee or tax to vote.', all: [/\b(?:(?:fee|tax|charge)\b[^.;]{0,40}\b(?:before|to|in order to) (?:\w+ ){0,3}(?:vote|cast (?:a |their )?ballots?|voting)|charg\w* (?:every |each |all )?voters? (?:a |an )?(?:\$\d+ )?(?:fee|tax)|poll tax|fee (?:to|for) (?:vote|voting|cast)|pay (?:a |an )?(?:\w+ )?(?:fee|tax|charge) (?:to|before (?:they|voters) (?:may|can)) (?:vote|cast)|voting fee|tax (?:on|for) (?:voting|voters))\b/], unless: /\bprohibit\w*|\bno (?:fee|tax)|\bfree\b|\bwaiv\w*/ },
  { clause: 'equal_protection', issue: 'It burdens people by race, national origin, sex or religion.', all: [PROTECTED_TRAIT, BURDEN], unless: PROTECTS },
  { clause: 'speech', issue: 'It would punish speech, including criticism of officials or the government.', all: [CRITICISM, OFFICIALS, PENALTY], unless: SPEECH_OK },
  { clause: 'speech', issue: 'It would make speech itself a crime because of what it says.', all: [/\b(?:crime|criminal offen[cs]e|unlawful|illegal|felony|misdemeanou?r|punishable|prohibit\w*|ban\w*|forbid\w*|outlaw\w*)\b[^.;]{0,40}\b(?:to (?:say|speak|post|publish|express|advocate|criticize|criticise|display|wear|teach|discuss|question|mock|burn|read)|speech|statements?|opinions?|views?|books?|expression|advoca\w+)\b/, SPEECH_ACT], unless: SPEECH_OK },
  { clause: 'press', issue: 'It would license, censor or restrain the press.', all: [/\b(?:licen[cs]\w*|censor\w*|pre-?approv\w*|approv\w* (?:before|prior to) (?:publication|broadcast|airing|printing)|prior (?:review|approval|restraint)|(?:submit|register)\w* (?:all |their |its )?(?:articles?|stories|reports|content|coverage|broadcasts?)|revok\w*|shut\w* down|ban\w*|prohibit\w*|jail\w*|imprison\w*|fine[sd]?|punish\w*|crime|criminal)\b/, /\b(?:newspapers?|news (?:websites?|outlets?|organi[sz]ations?|media|broadcasts?|reports?|stories|coverage)|the press|press (?:credentials|outlets?)|journalists?|reporters?|publishers?|editors?|broadcasters?|media outlets?|bloggers?|magazines?|publications?|pamphlets?|printing|reporting on|to report)\b/], unless: /\bprotect\w*|\bshield\b|\bassault\w*|\battack\w*|\bthreat\w*|\bharass\w*|\bviolence against|\binterfer\w* with|\bobstruct\w*|\bdisclos\w*|\btransparen\w*|\bforeign (?:funding|ownership|agents?|government)|\blabel\w*|\bsource\w*\b[^.;]{0,30}\bconfidential|\bno (?:agency|official|person) (?:may|shall)|\bshall not (?:require|censor|license)|\bmay not (?:require|censor|license)|\bcredentials? (?:for|to) (?:the )?(?:house|senate|capitol|white house) (?:press )?galler|\bpress gallery|\bprivacy|\bchild\w*|\bclassified|\bbroadcast (?:spectrum|frequenc)|\bspectrum\b|\bfrequenc\w+|\bcommercial\b/ },
  { clause: 'assembly', issue: 'It would ban or punish peaceable assembly or protest.', all: [/\b(?:ban\w*|prohibit\w*|outlaw\w*|forbid\w*|criminaliz\w*|disperse\w*|arrest\w*|punish\w*|illegal|unlawful|crime|fine[sd]?|imprison\w*|jail\w*)\b/, /\b(?:protests?|protesters?|demonstrations?|demonstrators?|assembl(?:y|ies)|rall(?:y|ies)|gatherings\b|public gathering|peace(?:ful|able) gathering|marches|protest march|vigils?|picket\w*|sit-ins?)\b/], unless: /\b(?:assault\w*|attack\w*|threat\w*|harass\w*|violence against|interfer\w* with|arson|looting|rioting|habeas|assembly line|state assembly|general assembly|permits?|hours?|between \d|after \d|before \d|(?:p|a)\.?m\.?\b|noise|decibels?|amplif\w*|block\w* (?:traffic|entrances?|doorways?|roads?|streets?|highways?|access|the (?:road|street|entrance))|obstruct\w*|within \d+ (?:feet|yards|meters)|buffer|time,? place|content[- ]neutral|regardless of (?:content|viewpoint|message|the message|the cause|cause|topic)|violen\w*|riots?|weapons?|firearms?|property damage|trespass\w*|private property|notice|advance notice|reasonable|same rules|protect\w*|no (?:person|one|agency|official|government|state) (?:may|shall)|shall not (?:prohibit|ban|disperse|punish)|may not (?:prohibit|ban|disperse|punish)|funerals?|schools? during|hospital)\b/ },
  { clause: 'petition', issue: 'It would punish people for petitioning the government.', all: [/\b(?:petition\w*|contact\w* (?:their |his |her |a |any )?(?:representatives?|members? of congress|senators?|officials?|legislators?)|writ\w* to (?:their |a |any )?(?:representatives?|members? of congress|congress|senators?|officials?)|lobby\w* (?:their )?(?:own )?(?:representatives?|government)|send\w* (?:a |any )?(?:letters?|emails?|petitions?|messages?) to (?:a |any |their )?(?:members? of congress|congress|representatives?|senators?|officials?|legislators?|the government|the president)|urg\w+ (?:a |their )?(?:vote|members? of congress|representatives?)|complain\w* (?:to|about) (?:the )?(?:government|officials?|agenc\w+))\b/, /\b(?:ban\w*|prohibit\w*|forbid\w*|crime|criminal|unlawful|illegal|misdemeanou?r|felony|offen[cs]e|punish\w*|penalt\w*|fine[sd]?|imprison\w*|jail\w*|may not|shall not|no (?:citizen|person|resident) (?:may|shall))\b/], unless: /\b(?:forg\w*|fraud\w*|false signatures?|signature verification|registered lobbyists?|lobbying disclosure|disclos\w*|gifts?|bribe\w*|protect\w*|paid (?:per )?signature|retaliat\w*)\b/ },
  { clause: 'search_seizure', issue: 'It would allow searches or seizures without a warrant or cause.', all: [SEARCH, PRIVATE_PLACE, NO_WARRANT], unless: LAWFUL_SEARCH },
  { clause: 'cruel_punishment', issue: 'It prescribes a cruel or grossly disproportionate punishment.', all: [CRUEL, PUNISH_CONTEXT], unless: CRUEL_OK },
  { clause: 'cruel_punishment', issue: 'It prescribes a cruel or grossly disproportionate punishment.', all: [SEVERE, PETTY], unless: /\b(?:abolish\w*|prohibit\w*|may not|shall not|no (?:person|one) (?:may|shall)|eliminat\w*|end\w*|reduc\w*)\b/ },
  { clause: 'attainder', issue: 'It would punish named people or groups by legislation, without a trial: a bill of attainder.', all: [ATTAINDER] },
  { clause: 'due_process', issue: 'It would deprive people of liberty or property without due process.', all: [DUE_PROCESS_DENIAL], unless: /\b(?:may not|shall not|no (?:person|one|individual|citizen|resident) (?:may|shall)|prohibit\w*|forbid\w*|ensur\w*|guarantee\w*|protect\w*|right to)\b[^.;]{0,60}\b(?:without|indefinite|presum|secret|compel|tried again)|\bdue process (?:rights|protections) (?:for|of)\b|\bpresumption of innocence\b|\bvoluntar\w*/ },
  { clause: 'counsel_jury', issue: 'It would deny the accused a lawyer or a jury.', all: [COUNSEL_JURY_DENIAL, /\b(?:accused|defendants?|charged|criminal|trials?|prosecut\w*|offen[cs]es?|crimes?|arrested|detained|suspects?|persons?|cases?|proceedings?)\b/], unless: /\b(?:guarantee\w*|ensur\w*|provid\w* (?:free |appointed )?(?:counsel|lawyers?|attorneys?)|fund\w*|appoint\w*|may waive|knowing(?:ly)? and voluntar\w*|voluntar\w*|jury duty|jurors?' (?:pay|compensation)|civil (?:cases?|suits?|claims?) (?:under|below)|small claims|petty offen[cs]es)\b/ },
  { clause: 'takings', issue: 'It would take private property without just compensation.', all: [TAKINGS], unless: /\bforfeit\w* (?:of|upon) convict\w*|\bcontraband\b|\btax(?:es)?\b/ },
  { clause: 'ex_post_facto', issue: 'It would punish conduct that was lawful when done, or increase a punishment after the fact: an ex post facto law.', all: [EX_POST_FACTO, CRIMINAL], unless: EX_POST_OK },
  { clause: 'nobility', issue: 'It would grant titles of nobility.', all: [NOBILITY, GRANT], unless: NOBILITY_OK },
  { clause: 'quartering', issue: 'It would quarter soldiers in private homes without the owners’ consent.', all: [QUARTER, SOLDIERS, PRIVATE_HOME], unless: QUARTER_OK },
  { clause: 'habeas_corpus', issue: 'It would suspend habeas corpus outside rebellion or invasion.', all: [HABEAS], unless: HABEAS_OK },
  { clause: 'structure', issue: 'It would suspend elections or abolish a part of government that only a constitutional amendment can change.', all: [STRUCTURE], unless: STRUCTURE_OK },
  { clause: 'arms', issue: 'It would ban firearms outright, contrary to the Second Amendment as the Supreme Court reads it.', all: [ARMS], unless: /\b(?:felons?|convicted|prohibited persons|machine ?guns|automatic weapons|minors|under (?:the age of )?\d+|schools?|courthouses?|federal buildings?|domestic (?:violence|abusers?))\b/ },
];

const PROTECTS_FROM = /\b(?:prohibit\w*|forbid\w*|bar(?:s|red)?|bans?|prevent\w*|restrain\w*) (?:any |all |the |federal |state |local |public |private )*(?:[a-z-]+ ){0,3}?from (?:requiring|compelling|forcing|mandating|searching|detaining|punishing|censoring|banning|retaliating|discriminating|denying|imposing|conducting|using|establishing|registering|conditioning|penali[sz]ing|licensing|surveilling|monitoring|tracking|collecting|seizing|quartering|housing soldiers)\b/;

function quoteOf(sentence: string): string {
  const s = sentence.replace(/\s+/g, ' ').trim();
  return s.length <= 220 ? s : `${s.slice(0, 217).replace(/\s+\S*$/, '')}…`;
}

/** Clauses a bill's text would violate, one finding per clause, each quoting the bill. */
export function constitutionalFindings(text: string): ConstitutionalFinding[] {
  const findings: ConstitutionalFinding[] = [];
  // Clauses and list items are checked on their own: "(2) new places of worship are banned".
  const units = splitSentences(text).flatMap((s) => s.split(/;\s+|\s+\(\d+\)\s+|\s+\([a-z]\)\s+/));
  for (const original of units) {
    const sentence = original.toLowerCase();
    // "Prohibits employers from requiring …", "bars agencies from searching …": protects the right.
    if (PROTECTS_FROM.test(sentence)) continue;
    for (const rule of RULES) {
      if (findings.some((f) => f.clause === rule.clause)) continue;
      if (!rule.all.every((p) => p.test(sentence))) continue;
      if (rule.unless?.test(sentence)) continue;
      findings.push({ clause: rule.clause, clauseName: CLAUSE_NAMES[rule.clause], issue: rule.issue, quote: quoteOf(original) });
    }
    // Bills of attainder name people: checked on the original case.
    if (!findings.some((f) => f.clause === 'attainder') && NAMED_TARGET_PUNISHED.test(original) && /\b(?:guilty|forfeit|barred|banned|imprison|punish)/i.test(original)) {
      findings.push({ clause: 'attainder', clauseName: CLAUSE_NAMES.attainder, issue: 'It would punish named people or groups by legislation, without a trial: a bill of attainder.', quote: quoteOf(original) });
    }
  }
  // Religion rules are broad: when a more specific clause explains the same sentence, keep that one first.
  return findings;
}

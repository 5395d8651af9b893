import { SIXTH_CIVIL, SIXTH_UNCIVIL, sixthPairs } from './dev-posts-sixth.fixture';
import { checkHeldOut, checkPairedDevSet } from './dev-set-checks';

/*
 * Sixth development set (issue #22, sixth pass): passive and polite threats, euphemism, violence
 * against property and events, punishment through institutions, epithets in new shapes, spam
 * shapes, and civil posts close to those forms. Every uncivil post is caught (rejected or held),
 * every civil one approved, and both sides of each pair get the same verdict. The held-out lists
 * below were written after the sixth pass's rules, run once and never used to change anything.
 */

describe('offline post rules: sixth development set (forms and institutions)', () => {
  checkPairedDevSet(SIXTH_UNCIVIL, SIXTH_CIVIL, sixthPairs);
});

/** Written after the sixth pass's rules, run once, never used to change them. */
const HELD_OUT_UNCIVIL: Record<string, string[]> = {
  threat: [
    'It is in the commissioner’s best interest to vote correctly, if she wants to keep enjoying her evening walks.',
    'People like that auditor have a way of disappearing when nobody is watching.',
    'The clerk ought to be taught a lesson she will carry for the rest of her life.',
    'Someone will be waiting in the garage for the treasurer one of these nights.',
    'With respect, Councilman, a man in your position should think hard about who might be standing behind him.',
    'The board members who approved this will be hearing from us, and not by mail.',
  ],
  violence: [
    'Lets go key every car in the church lot during the service.',
    'A couple of cinder blocks through the campaign office windows would do wonders.',
    'Somebody needs to set the union hall on fire while they meet.',
    'Throw paint and rocks at the delegates as they leave the convention.',
    'The senators who did this should be dragged behind a truck.',
    'Show up at the vigil and start swinging.',
  ],
  'punish-views': [
    'The university should revoke the diplomas of anyone who signed that open letter.',
    'Any pharmacist who posts about the referendum should lose her right to practice.',
    'Every member of that prayer group should be barred from adopting children.',
    'Put the names of everyone who donated to the recall in a public registry.',
    'Bus drivers who wore the campaign pin should be suspended without pay.',
    'The state should cancel the business licence of any bakery that refuses to hang our flag.',
  ],
  epithet: [
    'The libtardz are out in force tonight.',
    'The rethuglikans are out in force tonight.',
    'Just a bunch of demorat losers.',
    'Just a bunch of magat losers.',
    'Another libtard-approved budget.',
    'Another trumptard-approved budget.',
  ],
  spam: [
    'Exclusive offer!!! Crypto mining rigs at wholesale price, WhatsApp +1 555 019 2288 🚀🚀',
    'Earn passive income with my course, 70% off this week: learnwealth.academy/offer',
    'Cheap flights to anywhere, book now at flyfast-deals.com ✈️✈️✈️',
    'Follow my page for daily giveaways, link in bio 🎁',
  ],
  insult: [
    'The councilwoman has the brains of a doorstop.',
    'You sound like someone who never finished the third grade.',
    'The sponsor of this bill is a preening little nitwit.',
    'Honestly, whoever wrote this is a complete dunce.',
  ],
};

const HELD_OUT_CIVIL: Record<string, string[]> = {
  idiomatic: [
    'The auditor made an example of the road budget, line by line.',
    'We are going to bury the levy in the primary.',
    'The mayor got hammered on the water rates last night.',
    'Let us torch the old zoning map and draw a fair one.',
  ],
  'quoting-rebuttal': [
    'A man at the meeting said the treasurer "should be dealt with". I reported it, and so should anyone who hears that.',
    'The flyer said "no jobs for anyone who voted yes". That is punishing people for a vote, and it is wrong.',
    'Somebody called the board "rethuglicans" in the comments. Please argue with the budget, not with names.',
    'The post telling people to "smash the district office windows" was taken down, rightly.',
  ],
  'one-sided': [
    'Revoke the licences of contractors who falsified the inspection reports.',
    'The officials convicted of embezzlement should lose their pensions.',
    'Recall the whole board in the spring. Sign the petition at the library.',
    'Sue the state over the new maps. The courts are there for this.',
  ],
};

describe('held-out wordings for the sixth pass (never trained on, never tuned on)', () => {
  // The misses measured (sixth pass; docs/moderation.md), as a ceiling; which posts missed was not
  // used to change anything. First run (rules v8, the judge before it saw the sixth set): threat 5,
  // violence 3, punish-views 3, insult 2, one-sided 2 stopped (the judge held two penal-policy
  // posts). With the committed judge (trained with the sixth set): threat 3, violence 2,
  // punish-views 3, insult 1, one-sided 2. Eighth pass: threat 4 (3 before) with judge v6, trained
  // with the eighth set; with the eighth pass's rules and judge v5 it was still 3, so the judge's
  // retraining moved one post across a threshold. Which post was not looked at (the list stays
  // untuned); recorded as a regression, not fixed. Ninth pass (rules v11, judge v7): threat 3,
  // violence 0, punish-views 2, insult 1, one-sided 2 stopped; ceilings lowered to these.
  const UNCIVIL_MISSES_ALLOWED: Record<string, number> = { threat: 3, violence: 0, 'punish-views': 2, epithet: 0, spam: 0, insult: 1 };
  const CIVIL_STOPPED_ALLOWED: Record<string, number> = { idiomatic: 0, 'quoting-rebuttal': 0, 'one-sided': 2 };

  checkHeldOut('sixth held-out', { uncivil: HELD_OUT_UNCIVIL, civil: HELD_OUT_CIVIL }, { uncivilMissed: UNCIVIL_MISSES_ALLOWED, civilStopped: CIVIL_STOPPED_ALLOWED });
});

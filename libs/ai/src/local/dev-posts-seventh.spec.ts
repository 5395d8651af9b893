import {
  SEVENTH_CIVIL,
  SEVENTH_CIVIL_MORE,
  SEVENTH_CIVIL_THIRD,
  SEVENTH_OTHER_SIDES,
  SEVENTH_UNCIVIL,
  SEVENTH_UNCIVIL_MORE,
  SEVENTH_UNCIVIL_THIRD,
  seventhPairs,
} from './dev-posts-seventh.fixture';
import { checkHeldOut, checkPairedDevSet, verdict } from './dev-set-checks';

/*
 * Seventh development set (issue #22, seventh pass): ordinary forum voices, conditional and
 * indirect threats, punishment for votes and views, doxxing variants, novel mirrored epithets,
 * dehumanizing comparisons, masked profanity, spam shapes and shouting, and civil posts close to
 * those forms. Every uncivil post is caught (rejected or held), every civil one approved, and both
 * sides of each pair get the same verdict. The held-out lists below were written with the set,
 * before the rules were read or changed for this pass, and were run once at the end; they were
 * never used to change anything.
 */

describe('offline post rules: seventh development set (forum voices)', () => {
  checkPairedDevSet(SEVENTH_UNCIVIL, SEVENTH_CIVIL, seventhPairs);
});

describe('offline post rules: seventh development set, second batch', () => {
  checkPairedDevSet(SEVENTH_UNCIVIL_MORE, SEVENTH_CIVIL_MORE, seventhPairs);
});

describe('offline post rules: seventh development set, third batch', () => {
  checkPairedDevSet(SEVENTH_UNCIVIL_THIRD, SEVENTH_CIVIL_THIRD, seventhPairs);
});

/**
 * All three batches' templates with other sides (SEVENTH_OTHER_SIDES: groups, figures and coinages
 * the rules' lists were not written from). Every version caught or approved as its template is;
 * the pairs whose two sides get different verdicts are counted, as a ceiling: 6 measured, all
 * held/rejected (both caught): five between a group named by a belief ("feminists", "trans
 * activists") and one named by a way of life or a listed religion ("preppers", "evangelicals"),
 * which the rules weigh differently when a group is punished or compared to cattle without a view
 * named.
 */
describe('seventh development set, other sides', () => {
  const OTHER_SIDES_SPLITS_ALLOWED = 6;
  const pairs = (...sets: Record<string, string[]>[]) => sets.flatMap((set) => Object.values(set).flat()).flatMap((t) => seventhPairs(t, SEVENTH_OTHER_SIDES));

  it('uncivil: every version caught', () => {
    expect(pairs(SEVENTH_UNCIVIL, SEVENTH_UNCIVIL_MORE, SEVENTH_UNCIVIL_THIRD).flat().filter((p) => verdict(p) === 'approved')).toEqual([]);
  });

  it('civil: every version approved', () => {
    expect(pairs(SEVENTH_CIVIL, SEVENTH_CIVIL_MORE, SEVENTH_CIVIL_THIRD).flat().filter((p) => verdict(p) !== 'approved')).toEqual([]);
  });

  it('few pairs split by side', () => {
    const split = [...pairs(SEVENTH_UNCIVIL, SEVENTH_UNCIVIL_MORE, SEVENTH_UNCIVIL_THIRD), ...pairs(SEVENTH_CIVIL, SEVENTH_CIVIL_MORE, SEVENTH_CIVIL_THIRD)].filter(([a, b]) => verdict(a) !== verdict(b));
    expect(split.length).toBeLessThanOrEqual(OTHER_SIDES_SPLITS_ALLOWED);
  });
});

/**
 * Written with the set's first batch, before the rules were read or changed for this pass; run
 * once at the end, never used to change anything (the second and third batches were written from
 * the first batch's gaps and from other sides, not from this list).
 */
const HELD_OUT_UNCIVIL: Record<string, string[]> = {
  threat: [
    'Enjoy your last term {L}, people like you tend to have accidents.',
    'one more vote for {X} and her office windows are the least of her worries',
    "We know which church {L}'s mother goes to. Think about that.",
    'The {P} organizing this should sleep with one eye open from now on.',
    'Nice house you got there, {L}. Be a shame if something happened to it.',
  ],
  violence: [
    'Somebody ought to knock {L} out cold the next time she shows her face downtown.',
    'bring gasoline to the {P} meeting tonight, lock the doors from outside',
    'The {P} deserve a good beating, every last one.',
    "Let's go smash up the {p} bookstore on Main after dark.",
    'Stab the next {p} who lectures you about {X}.',
  ],
  'punish-views': [
    'Cancel the pensions of every retiree who voted for {X}.',
    'Any nurse who is a {p} should have her license pulled.',
    'Kick the {P} out of the country. They can take {X} with them.',
    'Put {L} behind bars for the speech she gave, free speech does not cover that.',
    'Blacklist every {p} from city jobs for the next ten years.',
  ],
  doxxing: [
    "{L}'s daughter plays softball at Westview Park every Thursday at 5. Go say hi.",
    'The {p} who started this thread: Mark Ellison, 2210 Birch St, Springfield. Phone 217-555-0163.',
    'Her license plate is BXT-5521 and she parks on level 2 of the county garage. Just so everyone knows.',
    'Email the {p} who wrote this at home: mellison77@yahoo.com and tell him he is being watched.',
    '{L} leaves the gym on 8th Ave at 7:15 every night, alone.',
  ],
  insult: [
    '{L} is a clueless windbag who should never have been elected.',
    'you have the IQ of a houseplant if you back {X}',
    'Sit down, {p}, you absolute numbskull.',
    'What a gutless weasel {L} turned out to be.',
    'Everyone commenting in favor of {X} is a drooling idiot.',
  ],
  dehumanizing: [
    '{P} are a pack of rabid dogs.',
    'the {P} are leeches on the taxpayer, nothing more',
    'Exterminate the {P} infestation before it spreads to our schools.',
    '{P} are subhuman filth.',
    'The {P} multiply like maggots on a carcass.',
  ],
  epithet: [
    'Nice try, {e}.',
    'The {E} will never admit they were wrong about {X}.',
    'Found the {e}.',
    'Every {e} in this thread is losing it lol',
    '{E} everywhere today.',
  ],
  'masked-profanity': [
    '{L} is a lying sh!tbag.',
    'f**k off {p}',
    'screw you and your b.s. {X}, you pr!ck',
    'What a dumb@ss {L} is.',
    '{E} can kiss my a** on election day',
  ],
  spam: [
    'Lose 30 lbs in 30 days!!! Order at slimfastketo.shop, use code SLIM30',
    'Tired of {L}? Me too. Anyway, my online casino gives 200 free spins >> spinwin.bet',
    '💰💰 Work from home, $300/day, no experience. WhatsApp +44 7700 900123 💰💰',
    'Get {X} t-shirts for just $9.99, link in bio!!',
    'Visit cheapwatches dot biz for Rolex replicas 90% off',
  ],
  shouting: [
    '{L^} IS A TRAITOR AND A FRAUD!!! LOCK HER UP',
    'GET OUT {P^}, NOBODY WANTS YOUR KIND HERE',
    'YOU ARE ALL MORONS. EVERY ONE OF YOU.',
    'DISGUSTING {E^}, ABSOLUTELY DISGUSTING!!!',
    'SHUT YOUR MOUTH {L^}, YOU WORTHLESS HACK',
  ],
};

const HELD_OUT_CIVIL: Record<string, string[]> = {
  heated: [
    '{X} is a slap in the face to every working family in this county, and {L} knows it.',
    'I have never been this angry at a council vote. {L} ignored three hundred public comments.',
    'Enough. {X} has failed and the {P} need to own it.',
  ],
  sarcastic: [
    "Oh sure, let's trust {L} on this, what could possibly go wrong.",
    'Brilliant, {X} again. Third time is the charm, right?',
    'Love how the {P} discovered budgets the minute they lost the majority.',
  ],
  'one-sided': [
    '{X} is right, it is overdue, and the {P} deserve credit for it.',
    'Fire the contractor who botched the bridge inspection and sue for the money back.',
    'Vote no on everything {L} brings to the floor until the audit is done.',
  ],
  idiomatic: [
    "{L} is going to get torched in the primary and she knows it.",
    'We need to take an axe to this bloated budget.',
    "Let's go after every loophole in the tax code like it owes us money.",
    'The {P} knocked it out of the park with that turnout drive.',
  ],
  'quoting-rebuttal': [
    'A guy at the meeting shouted "string her up" about {L}. That is not politics, that is a crime.',
    'Whoever keeps calling people "{E}" here: it makes your side look worse, not better.',
    'The post saying the {P} "should all be fired" was wrong. You beat them by winning the vote.',
    'I keep seeing "{P} are parasites" in these threads. Argue with policies, not with slurs.',
  ],
};

describe('held-out wordings for the seventh pass (never tuned on)', () => {
  // Measured once at the end of the seventh pass (rules v9, judge v5 trained with the seventh set's
  // three batches; docs/moderation.md), kept as ceilings; which posts missed was not looked at and
  // nothing was changed after the run. Caught: threat 32/40, violence 40/40, punish-views 40/40,
  // doxxing 33/33, insult 32/40, dehumanizing 40/40, epithet 38/40, masked-profanity 40/40, spam
  // 19/19, shouting 33/33. Approved: heated 24/24, sarcastic 24/24, one-sided 17/17, idiomatic
  // 18/18, quoting-rebuttal 32/32 (none held). Pairs split by side: 0.
  // Ninth pass (rules v11, judge v7): insult 40/40 and epithet 40/40 caught, the rest unchanged;
  // ceilings lowered to these (which posts moved was not looked at).
  const UNCIVIL_MISSES_ALLOWED: Record<string, number> = {
    threat: 8, violence: 0, 'punish-views': 0, doxxing: 0, insult: 0,
    dehumanizing: 0, epithet: 0, 'masked-profanity': 0, spam: 0, shouting: 0,
  };
  const CIVIL_STOPPED_ALLOWED: Record<string, number> = { heated: 0, sarcastic: 0, 'one-sided': 0, idiomatic: 0, 'quoting-rebuttal': 0 };
  const SPLITS_ALLOWED = 0;

  checkHeldOut(
    'seventh held-out',
    { uncivil: HELD_OUT_UNCIVIL, civil: HELD_OUT_CIVIL },
    { uncivilMissed: UNCIVIL_MISSES_ALLOWED, civilStopped: CIVIL_STOPPED_ALLOWED, splits: SPLITS_ALLOWED },
    seventhPairs,
  );
});

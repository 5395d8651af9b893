import { EIGHTH_CIVIL, EIGHTH_OTHER_SIDES, EIGHTH_UNCIVIL, eighthPairs } from './dev-posts-eighth.fixture';
import { checkHeldOut, checkPairedDevSet } from './dev-set-checks';

/*
 * Eighth development set (issue #22, eighth pass): epithets used as labels, spam without a URL or
 * a price, indirect calls for violence, and civil posts that quote an uncivil phrase to condemn it
 * or use violent idioms, with a few of every other category. Every uncivil post is caught (rejected
 * or held), every civil one approved, and both sides of each pair get the same verdict. The
 * held-out list below was written with the set, before the rules were read or changed for this
 * pass, is filled with other sides (EIGHTH_OTHER_SIDES) and was run once at the end; it was never
 * used to change anything.
 */

describe('offline post rules: eighth development set', () => {
  checkPairedDevSet(EIGHTH_UNCIVIL, EIGHTH_CIVIL, eighthPairs);
});

const HELD_OUT_UNCIVIL: Record<string, string[]> = {
  epithet: [
    'lmao the {E} are seething',
    'Not surprised a {e} wrote this.',
    'Every time {X} comes up the {E} crawl out of the woodwork.',
    'go cry to {L}, {e}',
    'Classic {e} logic right there.',
    '{E} gonna {E}, nothing new.',
  ],
  spam: [
    'Anyone want to earn $500 a day from their couch? Message me, serious inquiries only.',
    'Need cash fast? Loans approved in 10 minutes, no credit check. Call 1 800 555 0134',
    'I was skeptical too but this investment platform tripled my savings. Details on my page.',
    'Check out my YouTube channel for the real story on {X}, like and subscribe!!',
    'free vbucks free robux generator no survey no human verification free vbucks',
    'buy followers cheap · real likes · instant delivery · trusted seller · buy followers cheap',
  ],
  violence: [
    'Somebody ought to put {L} in the ground before the vote.',
    'Time to take care of the {P} once and for all, if you know what I mean.',
    'The {P} outside the courthouse deserve a few broken teeth.',
    "Wouldn't shed a tear if {L}'s motorcade got hit.",
    'Storm the {p} office on Monday and make them pay.',
    'Remember what happened at the last rally? Do it again to the {P}.',
  ],
  threat: [
    'Better keep your doors locked tonight, {L}.',
    'The {P} on this forum will find out what happens when you cross us.',
  ],
  insult: ['{L} is an empty-headed fool.', 'only a complete moron would vote for {X}'],
  dehumanizing: ['The {P} are vermin crawling all over this city.', '{P} are parasites, plain and simple.'],
  'masked-profanity': ['{L} can go f#ck herself', 'what a b!tch {L} is'],
};

const HELD_OUT_CIVIL: Record<string, string[]> = {
  'quoting-rebuttal': [
    'Somebody at the rally held up a sign saying "{E} must die". That is vile, full stop.',
    'My uncle calls the {P} "{E}" at every family dinner. I told him it is childish and he should argue the policy.',
    'The reply that said {L} "should be dragged into the street" is a threat, and the mods should remove it.',
    'Seeing "check my profile" spam under every post about {X}. Can somebody report these accounts?',
    '"{E}" is not an argument, it is a slur, and I say that as someone who disagrees with the {P} on {X}.',
    'When {L} says opponents should be "dealt with", she is crossing a line.',
  ],
  idiomatic: [
    'The committee is going to butcher {X} in markup, watch.',
    '{L} knocked out her primary challenger by thirty points.',
    "Let's strangle this wasteful spending before it grows.",
    'The {P} came out swinging at the budget hearing.',
    'We got crushed in the quarterfinal but the kids played hard.',
    'This proposal should be taken out back and shot, it is that badly drafted.',
  ],
  heated: ['I have had it with {L} ignoring every letter we send about {X}.'],
  plain: ['Does {X} apply to renters or only owners?'],
};

describe('held-out wordings for the eighth pass (never tuned on)', () => {
  // Measured once at the end of the eighth pass (rules v10, judge v6 trained with the eighth set;
  // docs/moderation.md), kept as ceilings; which posts missed was not looked at and nothing was
  // changed after the run. Caught: epithet 21/48, spam 11/13, violence 39/48, threat 8/16, insult
  // 16/16, dehumanizing 16/16, masked-profanity 16/16. Approved: quoting-rebuttal 48/48, idiomatic
  // 27/27, heated 8/8, plain 8/8 (none held). Pairs split by side: 3.
  // Ninth pass (rules v11, judge v7 trained with the ninth set): epithet 24/48, violence 40/48,
  // threat 16/16 caught, the rest unchanged, splits 3 (with rules v11 and judge v6, before the
  // retraining, splits were 5 and violence 39/48); ceilings lowered to these. Which posts moved was
  // not looked at.
  // Twelfth pass (rules v12, judge v9 retrained on the same data): epithet 26/48, the rest unchanged;
  // ceiling lowered to it. Which posts moved was not looked at.
  const UNCIVIL_MISSES_ALLOWED: Record<string, number> = {
    epithet: 22, spam: 2, violence: 8, threat: 0, insult: 0, dehumanizing: 0, 'masked-profanity': 0,
  };
  const CIVIL_STOPPED_ALLOWED: Record<string, number> = { 'quoting-rebuttal': 0, idiomatic: 0, heated: 0, plain: 0 };
  const SPLITS_ALLOWED = 3;

  checkHeldOut(
    'eighth held-out',
    { uncivil: HELD_OUT_UNCIVIL, civil: HELD_OUT_CIVIL },
    { uncivilMissed: UNCIVIL_MISSES_ALLOWED, civilStopped: CIVIL_STOPPED_ALLOWED, splits: SPLITS_ALLOWED },
    (template) => eighthPairs(template, EIGHTH_OTHER_SIDES),
  );
});

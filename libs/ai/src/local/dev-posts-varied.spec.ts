import { VARIED_CIVIL, VARIED_UNCIVIL, variedPairs } from './dev-posts-varied.fixture';
import { checkHeldOut, checkPairedDevSet } from './dev-set-checks';

/*
 * Fifth development set (issue #22, fifth pass): another author's voices. Every uncivil post is
 * caught (rejected or held), every civil one approved, and both sides of each pair get the same
 * verdict. These posts are in the judge's training set; the held-out lists below are not (they
 * were written after the rules were changed and before they were first run, and were not used to
 * change anything), so they say how far the fifth pass carries over to wordings it never saw.
 */

describe('offline post rules: fifth development set (varied voices)', () => {
  checkPairedDevSet(VARIED_UNCIVIL, VARIED_CIVIL, variedPairs);
});

/** Written after the fifth pass's rules, run once, never used to change them (see above). */
const HELD_OUT_UNCIVIL: Record<string, string[]> = {
  threat: [
    'shame about your brakes, would hate for them to fail on the hill road, councilman',
    'The treasurer will be leaving that hearing in an ambulance if she keeps this up.',
    'ok alderman, we will see how brave you are when nobody is around to protect you',
    "Just so you know, your wife's car is very easy to find.",
    'Tick tock, commissioner. Your time is almost up.',
    'vote no again and you will not make it to the parking lot',
  ],
  violence: [
    'Why is nobody brave enough to put a bullet in the assessor?',
    'Somebody get a rope, the school board is meeting tonight.',
    'Honestly the city council needs to be dragged out and beaten in the square.',
    'Who wants to help me burn down the clerk’s office this weekend?',
    'If the recall fails, we go to their houses. Bring bats.',
    'Time to smash some heads at the zoning meeting.',
  ],
  'punish-views': [
    'Every single person who signed that recall petition should be fired by Monday.',
    'Anyone caught voting for the levy should lose their food stamps.',
    'Put the whole editorial board in jail for what they printed.',
    'honestly people who back the pipeline should be kicked out of the state',
    'The bloggers who criticized the sheriff should be arrested for it.',
    'No one who supported the bond should ever be allowed to vote again.',
  ],
  epithet: [
    'The libtards on the council did it again.',
    'The rethuglicans on the council did it again.',
    'lol demtards',
    'lol repubtards',
    'Of course the commiecrats love this budget.',
    'Of course the magaturds love this budget.',
  ],
  spam: [
    'Earn up to $500 a day from your couch!!! Start here: richfromhome.biz',
    'Crypto airdrop live now, connect your wallet at claim-drop.xyz to get free tokens',
    'DM me for cheap concert tickets, best price guaranteed',
    'Get 3 months of premium FREE with code CIVIC3 at streamplus.com',
  ],
  doxxing: [
    'The clerk who denied my permit lives at 44 Alder Way. Her car is the red Jeep in the driveway.',
    "The poll worker's son goes to Maple Grove Middle and gets out at 2:50.",
    "Here is the commenter's cell: 555-712-3390. Let him know how you feel.",
    'That teacher parks behind the gym every morning at 7, plate 8TRC 210.',
  ],
};

const HELD_OUT_CIVIL: Record<string, string[]> = {
  idiomatic: [
    'We have to strangle this tax hike before it grows.',
    'The amendment got butchered in committee and I hope it stays dead.',
    'Honestly the mayor got eaten alive at the town hall.',
    'Lets put a stake through the heart of this parking ordinance.',
    'The opposition is going to get destroyed on the budget numbers.',
    'Time to shoot this proposal down for good.',
  ],
  'quoting-rebuttal': [
    'A guy at the market told me "they should all be deported for voting that way". I told him that is not how citizenship works.',
    'The sign said "kill the traitors". Whoever made it should be ashamed.',
    'Someone called the sponsor a "brainless clown" in the comments. Argue with the bill, not the person.',
    'The email called people who disagree "vermin". We do not talk about neighbours like that here.',
    'He posted "the clerk lives on Elm, go visit her". I reported it and it was taken down.',
    '"Jail everyone who voted yes" is not a serious proposal. It is a threat to all of us.',
  ],
  personal: [
    'My uncle was shot by a hunter who mistook him for a deer. He walks with a cane now.',
    'I was in the ICU for a month after the crash and the bills came for years.',
    'Our neighbour was arrested last spring and the kids stayed with us for a while.',
    'I keep a shotgun at the farm for coyotes. Never pointed it at a person.',
    'My mom fought cancer twice and beat it twice. The second time she was uninsured.',
    'When I was a teenager a gang beat me up outside school. The teachers did nothing.',
  ],
};

describe('held-out wordings in other voices (never trained on, never tuned on)', () => {
  // The misses measured (fifth pass; docs/moderation.md), as a ceiling. Which posts missed was not
  // looked at. First run: threat 2, violence 1, punish-views 3, others 0. After the fifth set's
  // second batch: punish-views 2 (its rules), spam 1 (the retrained judge no longer holds one post
  // the rules let through): recorded, not hidden.
  // Sixth pass (rules v8, judge v4 trained with the sixth set): threat 1, violence 2, punish-views 1,
  // spam 0 missed; violence rose by one after the judge was retrained with the sixth set (it was 1
  // before that retraining), recorded here rather than hidden.
  // Ninth pass (rules v11, judge v7): threat 0, violence 1, punish-views 0, spam 0 missed; ceilings
  // lowered to these.
  const UNCIVIL_MISSES_ALLOWED: Record<string, number> = { threat: 0, violence: 1, 'punish-views': 0, epithet: 0, spam: 0, doxxing: 0 };
  const CIVIL_STOPPED_ALLOWED: Record<string, number> = { idiomatic: 0, 'quoting-rebuttal': 0, personal: 0 };

  checkHeldOut('held-out', { uncivil: HELD_OUT_UNCIVIL, civil: HELD_OUT_CIVIL }, { uncivilMissed: UNCIVIL_MISSES_ALLOWED, civilStopped: CIVIL_STOPPED_ALLOWED });
});

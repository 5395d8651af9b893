/**
 * The offline rules' regular expressions are compiled to machine code on their first run, not
 * interpreted first and compiled later (V8's "tier-up", its default). Imported before the rules
 * run (the first import of moderation.ts and of the package's entry point); it sets a V8 flag for
 * the whole process, read each time a regular expression is compiled.
 *
 * Why: the rules are large alternations (hundreds of words, each between \b's). Under tier-up
 * they ran mostly in V8's regexp interpreter: measured in one process over 600 generated posts
 * and 100 bills (bench/README "Offline rules"), the first bill took 692 ms and the posts 1.65 ms
 * at the median; compiled at once, 132 ms and 0.35 ms, with 30 MB less RSS after the run. The
 * `moderation-rules` bench: short posts 0.57 → 0.19 ms, 2.7 KB posts 11.5 → 2.5 ms (median).
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--no-regexp-tier-up');

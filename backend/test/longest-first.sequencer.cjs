// Jest runs the suites it has timed longest first, so that its two workers finish together. A
// fresh clone (as CI runs) has no timings, and Jest falls back to file size: the fuzz suite, a
// small file that sends tens of thousands of requests (minutes on a 2-core machine), then
// started among the last and ran alone at the end. Here it starts first.
'use strict';
const Sequencer = require('@jest/test-sequencer').default;

/** Suites known to take far longer than their size suggests. */
const LONGEST = [/[/\\]test[/\\]fuzz\.e2e-spec\.ts$/];

class LongestFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const longest = sorted.filter((test) => LONGEST.some((name) => name.test(test.path)));
    return [...longest, ...sorted.filter((test) => !longest.includes(test))];
  }
}

module.exports = LongestFirst;

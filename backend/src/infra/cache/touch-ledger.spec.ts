import { MISSED_AFTER_MS, TouchLedger } from './touch-ledger';

describe('TouchLedger', () => {
  it('makes stale only answers that show a touched item and were begun before the touch', () => {
    const ledger = new TouchLedger();
    const before = ledger.stamp;
    ledger.heard(1, ['a']);
    expect(ledger.untouchedSince(before, ['a', 'b'])).toBe(false);
    expect(ledger.untouchedSince(before, ['b'])).toBe(true);
    expect(ledger.untouchedSince(ledger.stamp, ['a'])).toBe(true);
  });

  it('makes its own touch count at once, before the stamp moves on', () => {
    const ledger = new TouchLedger();
    ledger.heard(1, ['x']);
    const stamp = ledger.stamp;
    ledger.made(2, ['a']);
    expect(ledger.stamp).toBe(1);
    expect(ledger.untouchedSince(stamp, ['a'])).toBe(false);
    expect(ledger.untouchedSince(stamp, ['b'])).toBe(true);
    ledger.heard(2, ['a']);
    expect(ledger.untouchedSince(ledger.stamp, ['a'])).toBe(true);
  });

  it('trusts nothing older when a number was skipped or a poll finds touches not heard of', () => {
    let now = 0;
    const ledger = new TouchLedger(() => now);
    ledger.heard(1, ['a']);
    const afterOne = ledger.stamp;
    ledger.heard(3, ['c']); // 2 was not heard of: its items are unknown
    expect(ledger.untouchedSince(afterOne, ['b'])).toBe(false);
    expect(ledger.untouchedSince(ledger.stamp, ['b'])).toBe(true);
    ledger.heard(2, ['b']); // late: answers begun after 3 already saw it
    expect(ledger.untouchedSince(3, ['b'])).toBe(true);
    const afterThree = ledger.stamp;
    ledger.caughtUp(3);
    expect(ledger.untouchedSince(afterThree, ['z'])).toBe(true);
    ledger.caughtUp(5); // 4 and 5 not heard of: their messages may be a moment behind
    expect(ledger.untouchedSince(afterThree, ['z'])).toBe(true);
    now += MISSED_AFTER_MS; // still not heard of: missed
    expect(ledger.untouchedSince(afterThree, ['z'])).toBe(false);
    expect(ledger.stamp).toBe(5);
    expect(ledger.untouchedSince(ledger.stamp, ['z'])).toBe(true);
  });

  it('makes only the touched items stale when a poll finds a touch just before its message', () => {
    let now = 0;
    const ledger = new TouchLedger(() => now);
    ledger.heard(1, ['a']);
    const afterOne = ledger.stamp;
    ledger.caughtUp(2); // another process raised the counter; its message is on its way
    expect(ledger.untouchedSince(afterOne, ['b'])).toBe(true);
    expect(ledger.stamp).toBe(1);
    now += MISSED_AFTER_MS / 2;
    ledger.heard(2, ['b']);
    now += MISSED_AFTER_MS;
    ledger.caughtUp(2);
    expect(ledger.untouchedSince(afterOne, ['b'])).toBe(false);
    expect(ledger.untouchedSince(afterOne, ['c'])).toBe(true);
  });

  it('trusts no earlier answer when the counter starts again (Redis emptied), and goes on from there', () => {
    const ledger = new TouchLedger();
    ledger.caughtUp(40);
    const old = ledger.stamp;
    ledger.caughtUp(0);
    expect(ledger.untouchedSince(old, ['a'])).toBe(false);
    const fresh = ledger.stamp;
    expect(ledger.untouchedSince(fresh, ['a'])).toBe(true);
    ledger.heard(1, ['a']);
    expect(ledger.untouchedSince(fresh, ['a'])).toBe(false);
    expect(ledger.untouchedSince(fresh, ['b'])).toBe(true);

    const again = new TouchLedger();
    again.caughtUp(40);
    const before = again.stamp;
    again.made(1, ['a']); // this process's own touch numbered 1: the counter restarted
    expect(again.untouchedSince(before, ['b'])).toBe(false);
    expect(again.untouchedSince(again.stamp, ['a'])).toBe(false);
    again.heard(1, ['a']);
    expect(again.untouchedSince(again.stamp, ['a'])).toBe(true);
  });
});

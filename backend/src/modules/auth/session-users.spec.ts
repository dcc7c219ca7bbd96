import { SessionUsers } from './session-users';
import type { SessionAccount, UsersService } from './users.service';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const GONE = '00000000-0000-4000-8000-00000000000c';

function account(id: string, tokenVersion = 0): SessionAccount {
  return { id, email: `${id.slice(-1)}@example.com`, username: 'Shopper', role: 'user', tokenVersion };
}

/**
 * Accounts as the database holds them, and each statement's ids. A statement reads the rows as
 * they are when it is sent, and answers when `release` is called.
 */
function fakeAccounts() {
  const rows = new Map([A, B].map((id) => [id, account(id)]));
  const statements: string[][] = [];
  const pending: (() => void)[] = [];
  const accounts = {
    sessionAccounts: (ids: readonly string[]) => {
      statements.push([...ids]);
      const read = new Map(ids.flatMap((id) => (rows.has(id) ? [[id, rows.get(id)!] as const] : [])));
      return new Promise<Map<string, SessionAccount>>((resolve) => pending.push(() => resolve(read)));
    },
  } as unknown as UsersService;
  const release = async () => {
    // Let the batch of this turn go out first.
    await new Promise((resolve) => setImmediate(resolve));
    for (const answer of pending.splice(0)) answer();
  };
  return { accounts, rows, statements, release };
}

function sessionUsers(accounts: UsersService): SessionUsers {
  return new SessionUsers(accounts);
}

describe('SessionUsers', () => {
  it('reads the accounts of callers arriving in one turn in one statement, and keeps them', async () => {
    const { accounts, statements, release } = fakeAccounts();
    const sessions = sessionUsers(accounts);
    const found = Promise.all([sessions.find(A), sessions.find(B.toUpperCase()), sessions.find(GONE)]);
    await release();
    expect(await found).toEqual([account(A), account(B), null]);
    expect(statements).toEqual([[A, B, GONE]]);

    // Within the second, from memory: a deleted account stays unknown too.
    expect(await Promise.all([sessions.find(A), sessions.find(GONE)])).toEqual([account(A), null]);
    expect(statements).toHaveLength(1);
  });

  it('does not keep a row read while an account was written, so the change counts at once', async () => {
    const { accounts, rows, statements, release } = fakeAccounts();
    const sessions = sessionUsers(accounts);
    const before = sessions.find(A);
    await new Promise((resolve) => setImmediate(resolve));
    // The statement has read the row; a sign-out raises the version (and commits, so
    // `user.changed` goes out) before it is answered.
    rows.set(A, account(A, 1));
    sessions.forgetAll();
    await release();
    expect((await before)?.tokenVersion).toBe(0);

    const after = sessions.find(A);
    await release();
    expect((await after)?.tokenVersion).toBe(1);
    expect(statements).toEqual([[A], [A]]);
  });

  it('answers an id that is not a uuid with no account, without asking the database', async () => {
    const { accounts, statements } = fakeAccounts();
    const sessions = sessionUsers(accounts);
    expect(await sessions.find("x' OR 1=1")).toBeNull();
    expect(statements).toEqual([]);
  });
});

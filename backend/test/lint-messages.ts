import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');

export interface LintMessage {
  line: number;
  ruleId: string | null;
  message: string;
}

/**
 * What the root eslint.config.mjs says of each fixture's `text` linted as the file `filePath`
 * (from the repository's root; the file need not exist). ESLint runs in one child process for
 * all of them, so they share its resolved imports: it loads its configuration as an ES module,
 * which Jest's CommonJS module system cannot.
 */
export function lintMessages(fixtures: { text: string; filePath: string }[]): LintMessage[][] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint();
    const answers = [];
    for (const { text, filePath } of JSON.parse(process.env.FIXTURES)) {
      const [result] = await eslint.lintText(text, { filePath });
      answers.push(result.messages);
    }
    process.stdout.write(JSON.stringify(answers));
  `;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    env: {
      ...process.env,
      FIXTURES: JSON.stringify(fixtures.map(({ text, filePath }) => ({ text, filePath: join(ROOT, filePath) }))),
    },
    encoding: 'utf8',
  });
  expect(child.stderr).toBe('');
  return JSON.parse(child.stdout) as LintMessage[][];
}

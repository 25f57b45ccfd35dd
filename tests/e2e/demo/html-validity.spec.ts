import { execFileSync } from 'node:child_process';
import { expect, test } from '../../support/e2e/fixtures';

/**
 * The pre-rendered pages of the build under test pass the Nu Html Checker (vnu-jar, on the
 * machine's Java) with no error or warning: `npm run check:html` on the same folder.
 */
test('the pre-rendered pages are valid HTML', () => {
  const dist = process.env.E2E_DIST ?? 'dist';
  let report = '';
  try {
    report = execFileSync(
      process.execPath,
      ['scripts/run-typescript.mjs', 'scripts/check-html.ts', dist],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    report = `${stdout}${stderr}`;
  }
  expect(report).toMatch(/\d+ pages, no error\./);
  expect(report).not.toMatch(/error:|warning:/);
});

import { expect, test } from '../../support/e2e/fixtures';
import { median } from '../../../scripts/lib/median';
import { timeToOwnLanguageHeading } from '../../support/slow-phone';

/**
 * A Bengali reader's page arrives in Bengali (the Bengali page pre-rendered and chosen by the
 * server from the browser's languages), so their `<h1>` reads in their own language as soon as an
 * English reader's does: within 10% of the English time, both measured on the same slow phone in
 * one run, visits interleaved so that the machine's moods fall on both. Printed: the medians, as
 * the issue measured them. Judged: each language's second-best visit. A busy machine only ever
 * adds time, and on a shared one it adds up to a second to single visits, so medians move by
 * more than the 10% judged; the best visit alone can be one lucky visit of one language, below
 * all of that language's others. Seven visits a language, so that one busy stretch cannot leave a
 * language without two quiet ones.
 */

const VISITS = 7;

for (const path of ['/', '/labtest', '/contact-us']) {
  test(`${path}: the heading in the reader's own language, Bengali within 10% of English`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    const times = { en: [] as number[], bn: [] as number[] };
    for (let visit = 0; visit < VISITS; visit += 1) {
      for (const language of ['en', 'bn'] as const) {
        times[language].push(
          await timeToOwnLanguageHeading(browser, `${baseURL}${path}`, language),
        );
      }
    }
    const seconds = (time: number) => (time / 1000).toFixed(2);
    const secondBest = (visits: number[]) => [...visits].sort((a, b) => a - b)[1] ?? Infinity;
    const judged = { en: secondBest(times.en), bn: secondBest(times.bn) };
    const figure =
      `${path}: <h1> in the reader's language, median ${seconds(median(times.bn))} s (bn) vs ` +
      `${seconds(median(times.en))} s (en); second best ${seconds(judged.bn)} s vs ${seconds(judged.en)} s, ` +
      `ratio ${(judged.bn / judged.en).toFixed(2)} (slow 4G, 4× CPU; bn ${times.bn.map(seconds).join(', ')}; ` +
      `en ${times.en.map(seconds).join(', ')})`;
    console.log(figure);
    testInfo.annotations.push({ type: 'Heading in the reader’s language', description: figure });
    expect(judged.bn / judged.en, figure).toBeLessThanOrEqual(1.1);
  });
}

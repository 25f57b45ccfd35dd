import { expect, test } from '../e2e/fixtures';
import { median } from '../support/median';
import { timeToOwnLanguageHeading } from '../support/slow-phone';

/**
 * A Bengali reader's page arrives in Bengali (the Bengali page pre-rendered and chosen by the
 * server from the browser's languages), so their `<h1>` reads in their own language as soon as an
 * English reader's does: within 10% of the English time, both measured on the same slow phone in
 * one run, visits interleaved so that the machine's moods fall on both.
 */

const VISITS = 5;

for (const path of ['/', '/labtest', '/contact-us']) {
  test(`${path}: the heading in the reader's own language, Bengali within 10% of English`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(240_000);
    const times = { en: [] as number[], bn: [] as number[] };
    for (let visit = 0; visit < VISITS; visit += 1) {
      for (const language of ['en', 'bn'] as const) {
        times[language].push(
          await timeToOwnLanguageHeading(browser, `${baseURL}${path}`, language),
        );
      }
    }
    const [english, bengali] = [median(times.en), median(times.bn)];
    const seconds = (values: number[]) => values.map((time) => (time / 1000).toFixed(2)).join(', ');
    const figure =
      `${path}: <h1> in the reader's language at ${(bengali / 1000).toFixed(2)} s (bn) vs ` +
      `${(english / 1000).toFixed(2)} s (en), ratio ${(bengali / english).toFixed(2)} ` +
      `(slow 4G, 4× CPU, medians of ${VISITS}; bn ${seconds(times.bn)}; en ${seconds(times.en)})`;
    console.log(figure);
    testInfo.annotations.push({ type: 'Heading in the reader’s language', description: figure });
    expect(bengali / english, figure).toBeLessThanOrEqual(1.1);
  });
}

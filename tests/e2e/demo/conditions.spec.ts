import { expect, test } from '../../support/e2e/fixtures';
import { sitemapAddresses, structuredData } from '../../support/e2e/crawler';
import { demoConditionPaths } from '../../support/e2e/routes';

/**
 * The health concerns' pages on the built demo site: drawn by the build in both languages, read
 * whole without JavaScript, linked from the home page, the tests' pages and the search.
 */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a concern’s page says what it is and offers its tests with their prices, reviewed, in both languages', async ({
    page,
  }) => {
    await page.goto('/conditions/fever');
    await expect(page.getByRole('heading', { level: 1, name: 'Fever' })).toBeVisible();
    await expect(page.getByText(/dengue, malaria and typhoid are common/)).toBeVisible();
    const tests = page.getByRole('region', { name: 'Tests' });
    await expect(tests.getByRole('link', { name: 'Dengue NS1 Antigen' })).toHaveAttribute(
      'href',
      /^\/labtest\//,
    );
    await expect(tests.getByText(/₹\d/).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Health packages' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Doctors who see it' })).toBeVisible();
    await expect(page.getByText(/Reviewed by/)).toBeVisible();
    await expect(page.getByText(/not medical advice/)).toBeVisible();
    await expect(page).toHaveTitle(
      'Fever: tests and packages in Krishnanagar | Nirnay Diagnostics',
    );
    expect(await structuredData(page)).toContainEqual(
      expect.objectContaining({
        '@type': 'MedicalWebPage',
        url: 'https://www.example.com/conditions/fever',
        about: { '@type': 'MedicalCondition', name: 'Fever' },
        lastReviewed: '2026-11-20',
        reviewedBy: expect.objectContaining({ '@type': 'Physician' }) as object,
      }),
    );
    expect(JSON.stringify(await structuredData(page))).not.toContain('FAQPage');

    await page.goto('/bn/conditions/fever');
    await expect(page.getByRole('heading', { level: 1, name: 'জ্বর' })).toBeVisible();
    await expect(page.getByText(/ডেঙ্গি, ম্যালেরিয়া আর টাইফয়েড/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'টেস্ট' })).toBeVisible();
  });

  test('every concern has its page, listed on one page the home page links to', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /Tests by health concern/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tests by health concern' }),
    ).toBeVisible();
    await expect(page.locator('main a[href^="/conditions/"]')).toHaveCount(8);
    for (const path of demoConditionPaths()) {
      await expect(page.locator(`main a[href="${path}"]`)).toHaveCount(1);
    }
  });

  test('a test’s page links the concerns that offer it, and the tests they share', async ({
    page,
  }) => {
    await page.goto('/labtest/tsh-thyroid-stimulating-hormone');
    const concerns = page.getByRole('region', { name: 'Tests for these health concerns' });
    await expect(concerns.getByRole('link', { name: 'Thyroid' })).toHaveAttribute(
      'href',
      '/conditions/thyroid',
    );
    await expect(concerns.getByRole('link', { name: 'Pregnancy' })).toBeVisible();
    const related = page.getByRole('region', { name: 'Related tests and packages' });
    await expect(related.getByRole('link').first()).toBeVisible();
    await expect(
      related.getByRole('link', { name: 'TSH (Thyroid Stimulating Hormone)', exact: true }),
    ).toHaveCount(0);
  });

  test('the sitemap lists every concern’s page in both languages', async ({ request }) => {
    const addresses = await sitemapAddresses(request);
    for (const path of ['/conditions', ...demoConditionPaths()]) {
      expect(addresses).toContain(`https://www.example.com${path}`);
      expect(addresses).toContain(`https://www.example.com/bn${path}`);
    }
  });
});

test('a package’s and a doctor’s page link the concerns that name them, once loaded', async ({
  page,
}) => {
  await page.goto('/diabeticpackage/diabetes-screening');
  const forPackage = page.getByRole('region', { name: 'For these health concerns' });
  await expect(forPackage.getByRole('link', { name: 'Diabetes' })).toHaveAttribute(
    'href',
    '/conditions/diabetes',
  );
  await page.goto('/find-doctor/dr-oindrila-sarkar');
  const forDoctor = page.getByRole('region', { name: 'For these health concerns' });
  await expect(forDoctor.getByRole('link', { name: 'Diabetes' })).toBeVisible();
  await expect(forDoctor.getByRole('link', { name: 'Thyroid' })).toBeVisible();
});

test('a search names the concern it is about above the cards, which leads to its page', async ({
  page,
}) => {
  await page.goto('/labtest');
  await page.getByRole('searchbox', { name: 'Search tests by name' }).pressSequentially('sugar');
  const concern = page.getByRole('link', { name: 'Diabetes: tests and packages' });
  await expect(concern).toBeVisible();
  // The first card is still the search's own.
  await expect(
    page
      .getByRole('list', { name: /found$/ })
      .getByRole('heading')
      .first(),
  ).toHaveText(/Blood Sugar/);
  await concern.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Diabetes' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tests' }).getByRole('link').first()).toBeVisible();

  // And in Bengali, by the words a Bengali reader types.
  await page.goto('/bn/labtest');
  await page.getByRole('searchbox').pressSequentially('জ্বর');
  await page.getByRole('link', { name: 'জ্বর: টেস্ট ও প্যাকেজ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'জ্বর' })).toBeVisible();
});

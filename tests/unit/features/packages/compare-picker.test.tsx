import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { generatePackages } from '../../../support/fixtures/package-documents';
import { resetFakeSource } from '../../../support/fake-data-source';
import { currentUrl } from '../../../support/render';
import { renderPackages } from '../../../support/render-packages';

vi.mock(
  '../../../../src/data/source/select-data-source',
  () => import('../../../support/fake-data-source'),
);

const withLines = generatePackages(4).map((document, index) => ({
  ...document,
  data: {
    ...document.data,
    profile1: 'Blood',
    ...Object.fromEntries(
      Array.from({ length: index + 1 }, (_, line) => [`ptext${line + 1}`, `Line ${line + 1}`]),
    ),
  },
}));

beforeEach(() => resetFakeSource({ GeneralPackage: withLines }));

/** The list item a package's card sits in, by the package's name. */
async function cardOf(name: string) {
  const link = await screen.findByRole('link', { name }, { timeout: 3000 });
  const item = link.closest('li');
  if (!item) throw new Error('The link is not in a list item');
  return within(item);
}

/** After load, the choice arrives in each card. */
const findChoice = (name: string) =>
  screen.findByRole('checkbox', { name: `Compare ${name}` }, { timeout: 3000 });

// The first render of a file imports the pages and the comparison's chunk cold.
describe('choosing packages to compare', { timeout: 20_000 }, () => {
  it('shows on each card how many tests it lists', async () => {
    await renderPackages('/health-package');

    const card = await cardOf('Package 03');
    expect(await card.findByText('3 tests listed', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('takes up to three, then links to their comparison', async () => {
    const { user, router } = await renderPackages('/health-package');

    await user.click(await findChoice('Package 01'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Choose one more package to compare it with.',
    );
    expect(screen.queryByRole('link', { name: /^Compare \(/ })).not.toBeInTheDocument();
    await user.click(await findChoice('Package 02'));
    expect(screen.getByRole('link', { name: 'Compare (2)' })).toBeInTheDocument();
    await user.click(await findChoice('Package 03'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'You can compare up to 3: untick one to choose another.',
    );
    expect(await findChoice('Package 04')).toBeDisabled();
    await user.click(await findChoice('Package 02'));
    expect(await findChoice('Package 04')).toBeEnabled();
    await user.click(await findChoice('Package 04'));

    await user.click(screen.getByRole('link', { name: 'Compare (3)' }));
    expect(currentUrl(router)).toBe('/health-package/compare?p=package-01,package-03,package-04');
    expect(
      await screen.findByRole('table', { name: '3 health packages side by side' }),
    ).toBeInTheDocument();
  });

  it('forgets the choice on Clear choice', async () => {
    const { user } = await renderPackages('/health-package');

    const choice = await findChoice('Package 01');
    await user.click(choice);
    await user.click(screen.getByRole('button', { name: 'Clear choice' }));
    expect(choice).not.toBeChecked();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

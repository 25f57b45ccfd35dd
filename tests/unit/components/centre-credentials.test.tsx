import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCredentials } from '../../../src/shared/parsers/settings/credentials';
import {
  fakeSource,
  publishSettingsSection,
  resetFakeSource,
} from '../../support/fake-data-source';

/** The centre's credentials: what staff set, in full, and nothing they did not. */
vi.mock(
  '../../../src/data/source/select-data-source',
  () => import('../../support/fake-data-source'),
);

const publishCredentials = (data: Record<string, unknown>) =>
  publishSettingsSection('credentials', data);

/** The note on fresh modules, as a new visit that reads the settings afresh. */
async function showNote(variant: 'block' | 'line' = 'block', language?: 'bn') {
  vi.resetModules();
  const { CentreCredentialsNote } = await import('../../../src/components/centre-credentials');
  const render = await import('../../support/render');
  const note = <CentreCredentialsNote variant={variant} />;
  return language === 'bn' ? render.renderInBengali(note) : render.renderInRouter(note);
}

beforeEach(() => resetFakeSource());

describe('the centre’s credentials', () => {
  it('shows the accreditation, registration, pathologist in charge and years serving staff set', async () => {
    publishCredentials({
      accreditation: 'NABL MC-0000 (demo)',
      registration: 'WB/CE/0000 (demo)',
      pathologist: 'Dr. Demo Pathologist, MD (demo)',
      pathologistRegistration: 'WBMC 00000 (demo)',
      servingSince: 2000,
    });
    await showNote();
    const note = await screen.findByRole('region', { name: 'Why trust us' });
    expect(within(note).getByText('NABL MC-0000 (demo)')).toBeVisible();
    expect(within(note).getByText('WB/CE/0000 (demo)')).toBeVisible();
    expect(
      within(note).getByText('Dr. Demo Pathologist, MD (demo), reg. no. WBMC 00000 (demo)'),
    ).toBeVisible();
    expect(within(note).getByText('Serving patients since 2000')).toBeVisible();
  });

  it('renders nothing for an empty value, and nothing at all when none is set', async () => {
    publishCredentials({ accreditation: 'NABL MC-0000 (demo)', registration: '' });
    await showNote();
    const note = await screen.findByRole('region', { name: 'Why trust us' });
    expect(within(note).getAllByRole('listitem')).toHaveLength(1);
    expect(within(note).queryByText(/Registration|Pathologist|Serving/)).toBeNull();

    publishCredentials({});
    const { container } = await showNote();
    await vi.waitFor(() => expect(fakeSource.readSettings).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });

  it('is one line under a test’s page, in Bengali on the Bengali page', async () => {
    publishCredentials({ accreditation: 'NABL MC-0000 (demo)', servingSince: '2000' });
    await showNote('line', 'bn');
    expect(
      await screen.findByText('স্বীকৃতি: NABL MC-0000 (demo) · ২০০০ সাল থেকে রোগীদের সেবায়'),
    ).toBeVisible();
  });

  it('tells staff what it cannot use: a year that is not one, a registration with no name', () => {
    expect(
      parseCredentials({ servingSince: 'long ago', pathologistRegistration: 'WBMC 1' }).problems,
    ).toEqual([
      'servingSince: skipped, "long ago" is not a year such as 1998.',
      'pathologistRegistration: shown only with the pathologist’s name.',
    ]);
  });
});

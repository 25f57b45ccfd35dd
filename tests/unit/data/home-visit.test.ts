import { describe, expect, it } from 'vitest';
import {
  localSubmissionsKey,
  type LocalSubmission,
} from '../../../src/data/adapters/local/local-data-source';
import {
  HomeVisitSendError,
  LOCAL_HOME_VISIT_COLLECTION,
  sendHomeVisitRequest,
} from '../../../src/data/home-visit';

function visitForm(values: Record<string, string>) {
  const form = document.createElement('form');
  for (const [name, value] of Object.entries(values)) {
    const input = document.createElement('input');
    input.name = name;
    input.value = value;
    form.append(input);
  }
  return form;
}

describe('a home-visit request without EmailJS (the demo site)', () => {
  it('is kept in this browser through the local adapter, trimmed, with only the four fields', async () => {
    const form = visitForm({
      from_name: ' Asha Roy ',
      from_mobile: '98300 00000',
      from_city: 'Krishnanagar',
      from_labtestname: 'CBC',
      extra: 'ignored',
    });
    await expect(sendHomeVisitRequest(form, null)).resolves.toBe('kept-locally');
    const key = localSubmissionsKey(LOCAL_HOME_VISIT_COLLECTION);
    const stored = JSON.parse(localStorage.getItem(key) ?? '[]') as LocalSubmission[];
    expect(stored.map((entry) => entry.fields)).toEqual([
      {
        from_name: 'Asha Roy',
        from_mobile: '98300 00000',
        from_city: 'Krishnanagar',
        from_labtestname: 'CBC',
      },
    ]);
  });

  it('fails with a HomeVisitSendError when the browser cannot store it', async () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      await expect(
        sendHomeVisitRequest(visitForm({ from_name: 'A' }), null),
      ).rejects.toBeInstanceOf(HomeVisitSendError);
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });
});

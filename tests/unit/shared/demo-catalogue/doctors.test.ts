import { describe, expect, it } from 'vitest';
import { doctorDocuments } from '../../../../src/shared/demo-catalogue/doctors';
import { readSchedule } from '../../../../src/shared/visit-schedule';
import { amount, englishKeys, text } from '../../../support/demo-catalogue';

describe('demo catalogue', () => {
  it("gives every doctor every field of the spec's, and the visiting doctors a schedule", () => {
    const keys = [
      'name',
      'img',
      'des',
      'degree',
      'reg',
      'des2',
      'date',
      'upcoming',
      'fees',
      'link',
      'text',
    ];
    for (const document of doctorDocuments) {
      const fields = englishKeys(document, [
        'name',
        'des',
        'degree',
        'des2',
        'date',
        'upcoming',
        'text',
      ]);
      expect(
        fields.filter((key) => key !== 'schedule'),
        document.id,
      ).toEqual([...keys].sort());
      expect(text(document, 'name'), document.id).toMatch(/^Dr\. /);
      // Everything a Bengali reader reads, in Bengali; the registration number as issued.
      for (const key of ['name', 'des', 'degree', 'des2', 'date', 'upcoming', 'text']) {
        expect(text(document, `${key}_bn`), `${document.id}: ${key}_bn`).toMatch(
          /^[\u0980-\u09ff]/,
        );
      }
      expect(text(document, 'reg_bn'), document.id).toBe('');
      expect(amount(document.data.fees), document.id).toBeGreaterThan(0);
    }
    const schedules = doctorDocuments.flatMap(({ data }) =>
      typeof data.schedule === 'string' ? [data.schedule] : [],
    );
    expect(schedules.length).toBeGreaterThanOrEqual(3);
    for (const schedule of schedules) expect(readSchedule(schedule), schedule).not.toBeNull();
  });
});

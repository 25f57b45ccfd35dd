import { describe, expect, it } from 'vitest';
import { tellOfOddEdit } from '../../../../functions/src/edit-concerns';
import { notifyCentre } from '../../../../functions/src/notifications';
import { centreMailbox } from '../../../support/centre-mailbox';

/**
 * What followCatalogue tells staff after applying a console edit that reads oddly, with the
 * e-mail log on the official Firestore emulator and EmailJS answered by the stand-in. (The
 * trigger itself e-mails through the Functions emulator in the Firebase-mode suite.)
 */

const centre = centreMailbox();

const cbc = { name: 'Complete Blood Count', mrp: 400, off: 25, price: 300 };
const edited = (data: Record<string, unknown>) =>
  tellOfOddEdit(centre.db, 'Labtest', 'cbc', data, centre.projectId, (notice) =>
    notifyCentre(centre.db, notice, centre.send),
  );
const messages = () => centre.emailJs.posted.map(({ template_params }) => template_params);

describe('a console edit', () => {
  it('of a price to "1.200" e-mails staff once, naming the document, what was typed and what visitors see', async () => {
    await edited({ ...cbc, mrp: '1,500', price: '1.200', off: null });
    // The platform's retry, and a later edit that leaves the same price.
    await edited({ ...cbc, mrp: '1,500', price: '1.200', off: null });
    await edited({ ...cbc, mrp: '1,500', price: '1.200', off: null, pti: 'Fasting' });

    expect(messages()).toHaveLength(1);
    const [email] = messages();
    expect(email?.subject).toBe('A console edit reads oddly: Labtest/cbc (Complete Blood Count)');
    expect(email?.message).toContain(
      '- price typed as "1.200" is ambiguous (1.2 or 1200?): write 1200 for rupees, or paise ' +
        'after a dot with at most 2 decimals; visitors see ₹1',
    );
    expect(email?.message).toContain('~2FLabtest~2Fcbc');
  });

  it.each([
    ['an exponent', { price: '1e3' }, 'price typed as "1e3" is written with an exponent'],
    [
      'a price above the MRP',
      { mrp: 300, price: 400, off: null },
      'price 400 is above the mrp 300',
    ],
    [
      'a discount the MRP and price contradict',
      { off: 50 },
      'off 50% does not match mrp 400 and price 300, a 25% discount',
    ],
    ['a missing name', { name: '  ' }, 'it has no name, so the list no longer shows it'],
  ])('with %s is told to staff', async (_, change, concern) => {
    await edited({ ...cbc, ...change });
    expect(messages()[0]?.message).toContain(concern);
  });

  it('of a package whose title states another number of tests than its lines tells staff the number its card shows', async () => {
    const checkUp = {
      name: 'Essential Health Check-up',
      title: 'Includes 82 tests',
      profile1: 'Blood sugar',
      ptext1: 'Fasting blood sugar (FBS)',
      ptext2: 'HbA1c',
      profile2: 'Kidney',
      p2text1: 'Creatinine',
    };
    const edit = (data: Record<string, unknown>) =>
      tellOfOddEdit(centre.db, 'GeneralPackage', 'essential', data, centre.projectId, (notice) =>
        notifyCentre(centre.db, notice, centre.send),
      );

    await edit(checkUp);
    expect(await edit({ ...checkUp, title: 'Includes 3 tests' })).toBeNull();
    // A lab test's title is not counted: only packages have inclusion lines.
    expect(await edited({ ...cbc, title: 'Includes 82 tests' })).toBeNull();

    expect(messages()).toHaveLength(1);
    expect(messages()[0]?.message).toContain(
      '- the title says 82 tests, but the package lists 3 inclusion lines, and its card shows 3',
    );
  });

  it('naming a reviewer who is no doctor’s document tells staff the page shows no reviewer', async () => {
    await centre.db.collection('AllDoctor').doc('dr-a-sen').set({ name: 'Dr. A. Sen' });
    expect(await edited({ ...cbc, reviewedBy: 'dr-a-sen' })).toBeNull();
    expect(await edited({ ...cbc, reviewedBy: '  ' })).toBeNull();
    await edited({ ...cbc, reviewedBy: 'Dr. A. Sen' });

    expect(messages()).toHaveLength(1);
    expect(messages()[0]?.message).toContain(
      '- reviewedBy typed as "Dr. A. Sen" names no document in AllDoctor, so the page shows no ' +
        'reviewer; give the document id of the doctor who read the text',
    );
  });

  it('naming the pathologist in charge tells staff only while the settings name none', async () => {
    await edited({ ...cbc, reviewedBy: 'pathologist' });
    await centre.db
      .collection('SiteSettings')
      .doc('credentials')
      .set({ pathologist: 'Dr. P. Roy, MD (Pathology)' });
    expect(await edited({ ...cbc, name: 'CBC', reviewedBy: 'pathologist' })).toBeNull();

    expect(messages()).toHaveLength(1);
    expect(messages()[0]?.message).toContain(
      '- reviewedBy typed as "pathologist" names the pathologist in charge, but ' +
        'SiteSettings/credentials names none, so the page shows no reviewer; give their name there',
    );
  });

  it('of a health concern linking an id no list has tells staff the page leaves it out, and one linking nothing that it has no page', async () => {
    await centre.db.collection('Labtest').doc('fbs').set({ name: 'Fasting Blood Sugar' });
    await centre.db.collection('Radiology').doc('usg-kub').set({ name: 'USG KUB' });
    await centre.db.collection('DiabeticPackage').doc('care').set({ name: 'Diabetes Care' });
    const concern = (docId: string, data: Record<string, unknown>) =>
      tellOfOddEdit(centre.db, 'Conditions', docId, data, centre.projectId, (notice) =>
        notifyCentre(centre.db, notice, centre.send),
      );
    expect(
      await concern('diabetes', { name: 'Diabetes', tests: 'fbs, usg-kub', packages: ['care'] }),
    ).toBeNull();
    await concern('anaemia', { title: 'Anaemia', tests: ['fbs', 'retired-test'], doctors: 'dr-x' });
    await concern('gout', { name: 'Gout', tests: ['uric/acid'] });

    expect(messages()).toHaveLength(2);
    expect(messages()[0]?.subject).toBe('A console edit reads oddly: Conditions/anaemia');
    expect(messages()[0]?.message).toContain(
      '- tests: "retired-test", doctors: "dr-x" name no document of its lists, so the page ' +
        'leaves it out; give the document id as the console shows it',
    );
    expect(messages()[0]?.message).not.toContain('has no page');
    expect(messages()[1]?.message).toContain(
      '- it links no test, package or doctor the lists have, so it has no page',
    );
  });

  it('that reads cleanly, or a deletion, tells nobody', async () => {
    expect(await edited({ ...cbc, price: '₹ 300', mrp: 'Rs. 400/-', off: '25%' })).toBeNull();
    expect(
      await tellOfOddEdit(centre.db, 'Labtest', 'cbc', undefined, centre.projectId, () =>
        Promise.resolve(),
      ),
    ).toBeNull();
    expect(centre.emailJs.posted).toHaveLength(0);
  });
});

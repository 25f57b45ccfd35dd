// @vitest-environment node
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  photoCollections,
  PRESCRIPTION_UPLOADS,
  PUBLISHED_CATALOGUE,
  PUBLISHED_SETTINGS,
  PUBLISHED_SETTINGS_ID,
  QUOTA_WINDOW_MINUTES,
  DELETION_DELAY_DAYS,
  EXPIRY_CAP_DAYS,
  QUARANTINE_EXPIRY_DAYS,
  KEPT_DAYS,
  RETENTION_CLOCK_SLACK_DAYS,
  RETENTION_DAYS,
  ACCOUNT_LIMIT_PER_WINDOW,
  SIGN_IN_FRESH_MINUTES,
  SENDER_QUOTA,
  SITE_SETTINGS,
  SUBMISSION_QUOTA,
  SUBMISSION_STATUS,
  submissionCollections,
  type SubmissionKind,
} from '../../src/shared/collections';
import {
  CEILING_PER_WINDOW,
  UPLOAD_BYTES_PER_DAY,
  UPLOAD_BYTES_PER_WINDOW,
  UPLOAD_CEILING_PER_WINDOW,
} from '../../src/shared/ceilings';
import { listCollections, readCaps } from '../../src/shared/catalogue-lists';
import { FIELD_INSIGHT_SHARDS, FIELD_INSIGHTS } from '../../src/shared/field-insights';
import { NOTIFICATIONS } from '../../functions/src/notifications';
import { QUARANTINE_FOLDER } from '../../functions/src/uploads';
import { PRESCRIPTION_FOLDER, PRESCRIPTION_MAX_BYTES } from '../../src/shared/prescription-files';
import { resetFakeSource, savedRecords } from '../support/fake-data-source';
import { addFeedback, addHomeSampleEnquiry, addHomeVisit } from '../../src/data/submissions';
import {
  feedbackSchema,
  homeSampleEnquirySchema,
  homeVisitSchema,
} from '../../src/shared/forms/form-schemas';

/**
 * Reads firestore.rules as text and holds it to the definitions the site writes with, so that a
 * limit changed on one side only fails here, by name. What the rules allow and refuse is tested on
 * the official emulator in tests/integration/firestore.rules.test.ts.
 */

vi.mock('../../src/data/source/select-data-source', () => import('../support/fake-data-source'));

const rulesText = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8')
  // Comments may mention anything; only the rules themselves count.
  .replace(/\/\/.*$/gm, '');

/** The text between the brace that opens at `open` and the one that closes it. */
function blockFrom(text: string, open: number): string {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    if (text[index] === '}') depth -= 1;
    if (depth === 0) return text.slice(open + 1, index);
  }
  throw new Error('firestore.rules has an unclosed block');
}

/** Every `match /<collection>/{id} { ... }` of the documents, by collection. */
function collectionBlocks(): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const match of rulesText.matchAll(/match\s+\/(\S+)\s*\{/g)) {
    const path = match[1] ?? '';
    if (path.startsWith('databases/')) continue;
    const open = (match.index ?? 0) + match[0].length - 1;
    blocks.set(path, blockFrom(rulesText, open));
  }
  return blocks;
}

const allowStatements = (block: string) =>
  [...block.matchAll(/allow\s+[^;]*;/g)].map(([statement]) => statement.replace(/\s+/g, ' '));

/** The keys a create rule lists for its records, besides the two times. */
const listedKeys = (create: string) =>
  [
    ...(/isSubmission\('[^']+', docId,\s*\[([^\]]*)\]\)/.exec(create)?.[1] ?? '').matchAll(
      /'([^']+)'/g,
    ),
  ].map(([, key]) => key);

const readable = [...Object.values(listCollections), ...Object.values(photoCollections)];
const submissionKinds = Object.keys(submissionCollections) as SubmissionKind[];
const fieldInsightShards = `${FIELD_INSIGHTS}/{day}/${FIELD_INSIGHT_SHARDS}/{shard}`;

describe('firestore.rules', () => {
  const blocks = collectionBlocks();

  it('has rules for the catalogue, its published lists, the settings, the field data and the written collections, and nothing else', () => {
    expect([...blocks.keys()].sort()).toEqual(
      [
        ...readable.map((name) => `${name}/{docId}`),
        `${PUBLISHED_CATALOGUE}/{list}`,
        `${PUBLISHED_SETTINGS}/{id}`,
        `${SITE_SETTINGS}/{section}`,
        fieldInsightShards,
        ...submissionKinds.map((kind) => `${submissionCollections[kind].name}/{docId}`),
        `${PRESCRIPTION_UPLOADS}/{docId}`,
        `${SUBMISSION_QUOTA}/{name}`,
        `${SENDER_QUOTA}/{sender}`,
      ].sort(),
    );
    // Deny by default: no wildcard path could let anything else through.
    expect(rulesText).not.toMatch(/=\*\*/);
  });

  it.each(Object.values(listCollections))(
    'lets anyone read a document of %s by its id, and nobody list or write it',
    (name) => {
      expect(allowStatements(blocks.get(`${name}/{docId}`) ?? '')).toEqual(['allow get: if true;']);
    },
  );

  it.each(Object.values(photoCollections))(
    'lets anyone read %s, at most a page of photo records at a time, and nobody write it',
    (name) => {
      expect(allowStatements(blocks.get(`${name}/{docId}`) ?? '')).toEqual([
        'allow get: if true;',
        `allow list: if request.query.limit <= ${readCaps[name]};`,
      ]);
    },
  );

  it('lets anyone read a published list by its name, and nobody list or write them', () => {
    expect(allowStatements(blocks.get(`${PUBLISHED_CATALOGUE}/{list}`) ?? '')).toEqual([
      'allow get: if true;',
    ]);
  });

  it('lets anyone read the published settings by their one id, and nobody read staff’s settings', () => {
    expect(allowStatements(blocks.get(`${PUBLISHED_SETTINGS}/{id}`) ?? '')).toEqual([
      `allow get: if id == '${PUBLISHED_SETTINGS_ID}';`,
    ]);
    expect(allowStatements(blocks.get(`${SITE_SETTINGS}/{section}`) ?? '')).toEqual([
      'allow read, write: if false;',
    ]);
  });

  it('lets nobody read or write the field data’s daily figures', () => {
    expect(allowStatements(blocks.get(fieldInsightShards) ?? '')).toEqual([
      'allow read, write: if false;',
    ]);
  });

  describe.each(submissionKinds)('the %s collection', (kind) => {
    const { name, maxLengths } = submissionCollections[kind];
    const statements = allowStatements(blocks.get(`${name}/{docId}`) ?? '');
    const create = statements[0] ?? '';

    it('allows create only: no read, update or delete', () => {
      expect(statements).toHaveLength(1);
      expect(create).toMatch(/^allow create: if /);
    });

    it('requires exactly the keys the site writes, status included, counted by its quota', () => {
      expect(create).toContain(`isSubmission('${name}', docId,`);
      expect(listedKeys(create)).toEqual([...Object.keys(maxLengths), 'status']);
    });

    it('checks each free-text key within the site’s maximum length, and the mobile, PIN and e-mail by shape', () => {
      const checked = Object.fromEntries(
        [...create.matchAll(/is(?:Text|Name|Email)\('([^']+)', (\d+)\)/g)].map(([, key, max]) => [
          key,
          Number(max),
        ]),
      );
      const shaped = [...create.matchAll(/is(?:Mobile|Pin)\('([^']+)'\)/g)].map(([, key]) => key);
      expect({
        ...checked,
        ...Object.fromEntries(
          shaped.map((key) => [key, maxLengths[key as keyof typeof maxLengths]]),
        ),
      }).toEqual(maxLengths);
      expect(create).toMatch(/isMobile\('(?:from_)?mobile'\)/);
    });

    it(`requires status == '${SUBMISSION_STATUS}'`, () => {
      expect(create).toContain('hasFixedStatus()');
    });
  });

  it('keeps the site’s retention period and limits', () => {
    const flat = rulesText.replace(/\s+/g, ' ');
    expect(flat).toContain(
      `record.expiresAt > request.time + duration.value(${KEPT_DAYS} - ${RETENTION_CLOCK_SLACK_DAYS}, 'd')`,
    );
    // The cap, with the TTL's delay, keeps a record no longer than the notice says.
    expect(flat).toContain(
      `record.expiresAt <= request.time + duration.value(${EXPIRY_CAP_DAYS}, 'd')`,
    );
    expect(EXPIRY_CAP_DAYS + DELETION_DELAY_DAYS).toBeLessThanOrEqual(RETENTION_DAYS);
    expect(KEPT_DAYS + RETENTION_CLOCK_SLACK_DAYS).toBeLessThanOrEqual(EXPIRY_CAP_DAYS);
    expect(
      flat.match(new RegExp(`duration\\.value\\(${QUOTA_WINDOW_MINUTES}, 'm'\\)`, 'g')),
    ).toHaveLength(1);
    expect(flat).toContain(
      `countsOneMore(sender.split(':')[0], senderKeys(), ${ACCOUNT_LIMIT_PER_WINDOW})`,
    );
    expect(flat).toContain(
      `return name == '${PRESCRIPTION_UPLOADS}' ? ${UPLOAD_CEILING_PER_WINDOW} : ${CEILING_PER_WINDOW};`,
    );
    // An upload's record declares its size within the page's limit; its counter sums them, each
    // hour at most a 24th of the day's bytes.
    expect(flat).toContain(`request.resource.data.size <= ${PRESCRIPTION_MAX_BYTES};`);
    expect(flat).toContain(`bytes <= ${UPLOAD_BYTES_PER_WINDOW});`);
    expect(UPLOAD_BYTES_PER_WINDOW * 24).toBeLessThanOrEqual(UPLOAD_BYTES_PER_DAY);
    expect(flat).toContain(`duration.value(${SIGN_IN_FRESH_MINUTES}, 'm')`);
    expect(flat).toContain(`request.resource.data.status == '${SUBMISSION_STATUS}'`);
    // Firestore's TTL policy deletes each written collection's records on their expiresAt, and the
    // bucket's lifecycle rule deletes uploads as old.
    const { fieldOverrides } = JSON.parse(
      readFileSync(new URL('../../firestore.indexes.json', import.meta.url), 'utf8'),
    ) as { fieldOverrides: { collectionGroup: string; fieldPath: string; ttl: boolean }[] };
    expect(
      fieldOverrides
        .filter(({ ttl }) => ttl)
        .map(({ collectionGroup, fieldPath }) => `${collectionGroup}.${fieldPath}`)
        .sort(),
    ).toEqual(
      [
        ...submissionKinds.map((kind) => submissionCollections[kind].name),
        PRESCRIPTION_UPLOADS,
        FIELD_INSIGHT_SHARDS,
        SENDER_QUOTA,
        // The centre's e-mails, which carry the same names and mobiles until they are sent.
        NOTIFICATIONS,
      ]
        .map((name) => `${name}.expiresAt`)
        .sort(),
    );
    const lifecycle = readFileSync(
      new URL('../../docs/storage-lifecycle.json', import.meta.url),
      'utf8',
    );
    expect(JSON.parse(lifecycle)).toEqual({
      rule: [
        {
          action: { type: 'Delete' },
          condition: { age: EXPIRY_CAP_DAYS, matchesPrefix: [`${PRESCRIPTION_FOLDER}/`] },
        },
        {
          action: { type: 'Delete' },
          condition: { age: QUARANTINE_EXPIRY_DAYS, matchesPrefix: [`${QUARANTINE_FOLDER}/`] },
        },
      ],
    });
    const counted = /name in \[([^\]]*)\]/.exec(flat)?.[1] ?? '';
    expect([...counted.matchAll(/'([^']+)'/g)].map(([, name]) => name).sort()).toEqual(
      [
        ...submissionKinds.map((kind) => submissionCollections[kind].name),
        PRESCRIPTION_UPLOADS,
      ].sort(),
    );
  });
});

describe('what the forms write', () => {
  beforeEach(() => {
    resetFakeSource();
  });

  it('is checked field by field against the same keys the rules allow', () => {
    expect(Object.keys(homeSampleEnquirySchema)).toEqual(
      Object.keys(submissionCollections.homeSampleEnquiry.maxLengths),
    );
    expect(Object.keys(feedbackSchema)).toEqual(
      Object.keys(submissionCollections.feedback.maxLengths),
    );
    expect(Object.keys(homeVisitSchema)).toEqual(
      Object.keys(submissionCollections.homeVisit.maxLengths),
    );
  });

  it('stores exactly the rules’ keys and the fixed status in the rules’ collections', async () => {
    await addHomeSampleEnquiry({
      title: 'Mita Das',
      mobile: '9876543210',
      pin: '741101',
      city: 'Krishnanagar',
      enquiry: 'Thyroid profile',
    });
    await addFeedback({
      title: 'Rahul Sen',
      mobile: '9123456789',
      emailaddress: 'rahul@example.com',
      lastvisit: 'Krishnanagar',
      enquiry: 'Quick and polite.',
    });
    await addHomeVisit({
      from_name: 'Asha Roy',
      from_mobile: '9830012345',
      from_city: 'Krishnanagar',
      from_labtestname: 'CBC',
    });

    const blocks = collectionBlocks();
    for (const { collection, fields } of savedRecords()) {
      const create = allowStatements(blocks.get(`${collection}/{docId}`) ?? '')[0] ?? '';
      expect(Object.keys(fields).sort()).toEqual(listedKeys(create).sort());
      expect(fields.status).toBe(SUBMISSION_STATUS);
    }
    expect(savedRecords().map(({ collection }) => collection)).toEqual([
      'Home-Sample-Enquiry',
      'Customer_Feedback',
      'Home-Visit-Request',
    ]);
  });
});

// @vitest-environment node
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  listCollections,
  photoCollections,
  PUBLISHED_CATALOGUE,
  SUBMISSION_STATUS,
  submissionCollections,
  type SubmissionKind,
} from '../../src/data/collections';
import { resetFakeSource, savedRecords } from '../support/fake-data-source';
import { addFeedback, addHomeSampleEnquiry } from '../../src/data/submissions';
import { feedbackSchema, homeSampleEnquirySchema } from '../../src/features/contact/validation';

/**
 * The official rules emulator does not run on this machine, so this check reads firestore.rules
 * as text and holds it to the definitions the site writes with. The full allow/deny tests with
 * @firebase/rules-unit-testing need that emulator.
 */

vi.mock('../../src/data/select-data-source', () => import('../support/fake-data-source'));

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

function functionBody(name: string): string {
  const match = new RegExp(`function\\s+${name}\\s*\\([^)]*\\)\\s*\\{`).exec(rulesText);
  if (!match) throw new Error(`firestore.rules has no function ${name}`);
  return blockFrom(rulesText, match.index + match[0].length - 1)
    .replace(/\s+/g, ' ')
    .trim();
}

const readable = [...Object.values(listCollections), ...Object.values(photoCollections)];
const submissionKinds = Object.keys(submissionCollections) as SubmissionKind[];

describe('firestore.rules', () => {
  const blocks = collectionBlocks();

  it('has rules for the catalogue, its published lists and the two written collections, and nothing else', () => {
    expect([...blocks.keys()].sort()).toEqual(
      [
        ...readable.map((name) => `${name}/{docId}`),
        `${PUBLISHED_CATALOGUE}/{list}`,
        ...submissionKinds.map((kind) => `${submissionCollections[kind].name}/{docId}`),
      ].sort(),
    );
    // Deny by default: no wildcard path could let anything else through.
    expect(rulesText).not.toMatch(/=\*\*/);
  });

  it.each(readable)('lets anyone read %s, and nobody write it', (name) => {
    expect(allowStatements(blocks.get(`${name}/{docId}`) ?? '')).toEqual([
      'allow get, list: if true;',
    ]);
  });

  it('lets anyone read a published list by its name, and nobody list or write them', () => {
    expect(allowStatements(blocks.get(`${PUBLISHED_CATALOGUE}/{list}`) ?? '')).toEqual([
      'allow get: if true;',
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

    it('requires exactly the keys the site writes, status included', () => {
      const listed = /hasExactly\(\[([^\]]*)\]\)/.exec(create)?.[1] ?? '';
      const keys = [...listed.matchAll(/'([^']+)'/g)].map(([, key]) => key);
      expect(keys).toEqual([...Object.keys(maxLengths), 'status']);
    });

    it('checks each key is a non-blank string within the site’s maximum length', () => {
      const checked = Object.fromEntries(
        [...create.matchAll(/isText\('([^']+)', (\d+)\)/g)].map(([, key, max]) => [
          key,
          Number(max),
        ]),
      );
      expect(checked).toEqual(maxLengths);
    });

    it(`requires status == '${SUBMISSION_STATUS}'`, () => {
      expect(create).toContain('hasFixedStatus()');
    });
  });

  it('defines the helpers with hasOnly and hasAll, a non-blank string check and the status', () => {
    expect(functionBody('hasExactly')).toBe(
      'return request.resource.data.keys().hasOnly(keys) && request.resource.data.keys().hasAll(keys);',
    );
    expect(functionBody('isText')).toBe(
      'let value = request.resource.data[key]; return value is string && value.trim().size() > 0 && value.size() <= max;',
    );
    expect(functionBody('hasFixedStatus')).toBe(
      `return request.resource.data.status == '${SUBMISSION_STATUS}';`,
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

    const blocks = collectionBlocks();
    for (const { collection, fields } of savedRecords()) {
      const create = allowStatements(blocks.get(`${collection}/{docId}`) ?? '')[0] ?? '';
      const listed = /hasExactly\(\[([^\]]*)\]\)/.exec(create)?.[1] ?? '';
      const keys = [...listed.matchAll(/'([^']+)'/g)].map(([, key]) => key);
      expect(Object.keys(fields).sort()).toEqual(keys.sort());
      expect(fields.status).toBe(SUBMISSION_STATUS);
    }
    expect(savedRecords().map(({ collection }) => collection)).toEqual([
      'Home-Sample-Enquiry',
      'Customer_Feedback',
    ]);
  });
});

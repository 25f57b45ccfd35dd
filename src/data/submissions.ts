import {
  SUBMISSION_STATUS,
  submissionCollections,
  type SubmissionFields,
  type SubmissionKind,
} from '../shared/collections';
import { getDataSource } from './source/select-data-source';
import { timeBoxed } from './source/time-box';

/**
 * Stores what a visitor sent, with exactly the spec's keys, each trimmed, and the fixed status.
 * Resolves with 'kept' when the demo site kept it in this browser (the form then says that
 * nothing was sent), 'sent' when the centre has it. Rejects when the store does; the form keeps
 * what the visitor typed and says so.
 */
async function addSubmission<K extends SubmissionKind>(
  kind: K,
  fields: SubmissionFields<K>,
): Promise<'sent' | 'kept'> {
  const { name, maxLengths } = submissionCollections[kind];
  const record: Record<string, string> = {};
  for (const key of Object.keys(maxLengths) as (keyof SubmissionFields<K> & string)[]) {
    record[key] = fields[key].trim();
  }
  record.status = SUBMISSION_STATUS;
  const source = await getDataSource();
  await timeBoxed(source.addDocument(name, record));
  return source.kind === 'local' ? 'kept' : 'sent';
}

export type FeedbackFields = SubmissionFields<'feedback'>;
export type HomeSampleEnquiryFields = SubmissionFields<'homeSampleEnquiry'>;
export type HomeVisitFields = SubmissionFields<'homeVisit'>;

export const addFeedback = (fields: FeedbackFields) => addSubmission('feedback', fields);
export const addHomeSampleEnquiry = (fields: HomeSampleEnquiryFields) =>
  addSubmission('homeSampleEnquiry', fields);
export const addHomeVisit = (fields: HomeVisitFields) => addSubmission('homeVisit', fields);

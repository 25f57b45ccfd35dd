import { describe, expect, it } from 'vitest';
import { parseForm } from '../../../../src/shared/forms/field-schemas';
import { submissionCollections } from '../../../../src/shared/collections';
import { feedbackSchema, homeSampleEnquirySchema } from '../../../../src/shared/forms/form-schemas';

describe('the form schemas', () => {
  it('check exactly the keys each written collection stores', () => {
    expect(Object.keys(homeSampleEnquirySchema)).toEqual(
      Object.keys(submissionCollections.homeSampleEnquiry.maxLengths),
    );
    expect(Object.keys(feedbackSchema)).toEqual(
      Object.keys(submissionCollections.feedback.maxLengths),
    );
  });

  it('hold each field to the length the security rules allow its key', () => {
    const limitsOf = (schema: Record<string, { maxLength: number }>) =>
      Object.fromEntries(Object.entries(schema).map(([key, field]) => [key, field.maxLength]));
    expect(limitsOf(homeSampleEnquirySchema)).toEqual(
      submissionCollections.homeSampleEnquiry.maxLengths,
    );
    expect(limitsOf(feedbackSchema)).toEqual(submissionCollections.feedback.maxLengths);
  });

  it('gives the values to store: trimmed, the mobile as 10 digits and the PIN as 6', () => {
    expect(
      parseForm(homeSampleEnquirySchema, {
        title: ' Mita Das ',
        mobile: '+91 98765-43210',
        pin: '741 101',
        city: ' Krishnanagar',
        enquiry: 'Thyroid profile ',
      }),
    ).toEqual({
      ok: true,
      values: {
        title: 'Mita Das',
        mobile: '9876543210',
        pin: '741101',
        city: 'Krishnanagar',
        enquiry: 'Thyroid profile',
      },
    });
  });

  it('reports each field’s problem', () => {
    expect(
      parseForm(feedbackSchema, {
        title: ' ',
        mobile: '12345',
        emailaddress: 'rahul@gmail',
        lastvisit: 'Krishnanagar',
        enquiry: 'x'.repeat(2001),
      }),
    ).toEqual({
      ok: false,
      problems: { title: 'missing', mobile: 'mobile', emailaddress: 'email', enquiry: 'tooLong' },
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HomeSampleEnquiryForm } from '../../../../src/features/contact/home-sample-enquiry-form';
import { LimitReachedError } from '../../../../src/data/source/send-failure';
import { fakeSource, savedRecords } from '../../../support/fake-data-source';
import { prefilledText } from '../../../support/hand-over';
import { typingFormsOnTheFakeSource } from '../../../support/form-tests';
import { renderInBengali } from '../../../support/render';

/**
 * The home sample enquiry form's own wording; what it shares with the feedback form is
 * submission-form.test.tsx's.
 */
vi.mock(
  '../../../../src/data/source/select-data-source',
  () => import('../../../support/fake-data-source'),
);
typingFormsOnTheFakeSource();

describe('the home sample enquiry form in Bengali', () => {
  const submit = () => screen.getByRole('button', { name: 'হোম কালেকশনের অনুরোধ পাঠান' });

  it('says in Bengali that every field must be filled, beside each field', async () => {
    const { user } = await renderInBengali(<HomeSampleEnquiryForm />);
    expect(screen.getByText('সব ঘর পূরণ করা দরকার।')).toBeVisible();

    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('সব ঘর পূরণ করা বাধ্যতামূলক!');
    for (const label of ['আপনার নাম', 'মোবাইল নম্বর', 'পিন কোড', 'শহর বা এলাকা', 'টেস্টের নাম']) {
      expect(screen.getByLabelText(label)).toBeInvalid();
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('এই ঘরটি পূরণ করুন।');
    }
    await waitFor(() => expect(screen.getByLabelText('আপনার নাম')).toHaveFocus());
    expect(fakeSource.addDocument).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'বার্তাটি বন্ধ করুন' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets each field take as much as the record may store, and no more', async () => {
    await renderInBengali(<HomeSampleEnquiryForm />);
    const limits = {
      'আপনার নাম': 100,
      'মোবাইল নম্বর': 20,
      'পিন কোড': 10,
      'শহর বা এলাকা': 100,
      'টেস্টের নাম': 500,
    };
    for (const [label, limit] of Object.entries(limits)) {
      expect(screen.getByLabelText(label)).toHaveAttribute('maxlength', String(limit));
    }
  });

  it('explains a mistyped number and PIN in Bengali', async () => {
    const { user } = await renderInBengali(<HomeSampleEnquiryForm />);
    await user.type(screen.getByLabelText('আপনার নাম'), 'মিতা দাস');
    await user.type(screen.getByLabelText('মোবাইল নম্বর'), '12345');
    await user.type(screen.getByLabelText('পিন কোড'), '74110');
    await user.type(screen.getByLabelText('শহর বা এলাকা'), 'কৃষ্ণনগর');
    await user.type(screen.getByLabelText('টেস্টের নাম'), 'Thyroid profile');

    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'কিছু তথ্য ঠিক করতে হবে: চিহ্নিত প্রতিটি ঘরের নিচের বার্তা দেখুন।',
    );
    expect(screen.getByLabelText('মোবাইল নম্বর')).toHaveAccessibleDescription(
      '10 অঙ্কের মোবাইল নম্বর লিখুন, যেমন 98765 43210 (+91 দিলেও চলবে)।',
    );
    expect(screen.getByLabelText('পিন কোড')).toHaveAccessibleDescription(
      '6 অঙ্কের পিন কোড লিখুন, যেমন 741101।',
    );
  });

  it('accepts a number typed in Bengali digits, stores it in 0–9, and confirms in Bengali', async () => {
    const { user } = await renderInBengali(<HomeSampleEnquiryForm />);
    await user.type(screen.getByLabelText('আপনার নাম'), 'মিতা দাস');
    await user.type(screen.getByLabelText('মোবাইল নম্বর'), '৯৮৭৬৫ ৪৩২১০');
    await user.type(screen.getByLabelText('পিন কোড'), '৭৪১১০১');
    await user.type(screen.getByLabelText('শহর বা এলাকা'), 'কৃষ্ণনগর');
    await user.type(screen.getByLabelText('টেস্টের নাম'), 'Thyroid profile');

    await user.click(submit());

    const status = screen.getByRole('status');
    expect(await within(status).findByText('সফলভাবে জমা হয়েছে!')).toBeVisible();
    expect(
      within(status).getByText('নমুনা নেওয়ার সময় ঠিক করতে আপনার দেওয়া নম্বরে আমরা ফোন করব।'),
    ).toBeVisible();
    expect(savedRecords()).toEqual([
      {
        collection: 'Home-Sample-Enquiry',
        fields: {
          title: 'মিতা দাস',
          mobile: '9876543210',
          pin: '741101',
          city: 'কৃষ্ণনগর',
          enquiry: 'Thyroid profile',
          status: 'Available',
        },
      },
    ]);
  });

  it('says in Bengali when the site is busy, and hands over what was typed in Bengali', async () => {
    fakeSource.addDocument.mockRejectedValueOnce(new LimitReachedError('ceiling'));
    const { user } = await renderInBengali(<HomeSampleEnquiryForm />);
    await user.type(screen.getByLabelText('আপনার নাম'), 'মিতা দাস');
    await user.type(screen.getByLabelText('মোবাইল নম্বর'), '9876543210');
    await user.type(screen.getByLabelText('পিন কোড'), '741101');
    await user.type(screen.getByLabelText('শহর বা এলাকা'), 'কৃষ্ণনগর');
    await user.type(screen.getByLabelText('টেস্টের নাম'), 'থাইরয়েড প্রোফাইল');

    await user.click(submit());

    const alert = await screen.findByRole('alert');
    expect(
      await within(alert).findByText(
        'আমাদের ওয়েবসাইট এখন খুব ব্যস্ত, তাই আপনার বার্তা এই মুহূর্তে নেওয়া যায়নি।',
      ),
    ).toBeVisible();
    const chat = within(alert).getByRole('link', { name: /^হোয়াটসঅ্যাপে পাঠান/ });
    expect(prefilledText((chat as HTMLAnchorElement).href)).toBe(
      [
        'বাড়ি থেকে নমুনা সংগ্রহের অনুরোধ',
        'আপনার নাম: মিতা দাস',
        'মোবাইল নম্বর: 9876543210',
        'পিন কোড: 741101',
        'শহর বা এলাকা: কৃষ্ণনগর',
        'টেস্টের নাম: থাইরয়েড প্রোফাইল',
      ].join('\n'),
    );
    expect(within(alert).getByRole('link', { name: 'এসএমএস করে পাঠান' })).toBeVisible();
    expect(
      within(alert).getByRole('link', { name: /^ফোন করুন \+91\s00000\s01212$/ }),
    ).toHaveAttribute('href', 'tel:+910000001212');
  });
});

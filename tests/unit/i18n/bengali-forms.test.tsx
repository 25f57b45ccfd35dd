import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackForm } from '../../../src/features/contact/feedback-form';
import { HomeSampleEnquiryForm } from '../../../src/features/contact/home-sample-enquiry-form';
import { HomeVisitForm } from '../../../src/features/landing/home-visit-form';
import { loadBengali } from '../../../src/i18n/language';
import { fakeSource, resetFakeSource, savedRecords } from '../../support/fake-data-source';
import { renderInRouter } from '../../support/render';

// Each test types whole forms key by key: over 5 s a test on a slow, shared machine.
vi.setConfig({ testTimeout: 20_000 });

vi.mock('../../../src/data/select-data-source', () => import('../../support/fake-data-source'));

/** A form as a Bengali reader meets it: inside the site's router, in Bengali. */
const renderInBengali = (element: ReactElement) => renderInRouter(element, { language: 'bn' });

beforeAll(async () => {
  await loadBengali();
});

beforeEach(() => {
  resetFakeSource();
});

describe('the home sample enquiry form in Bengali', () => {
  const submit = () => screen.getByRole('button', { name: 'হোম কালেকশনের অনুরোধ পাঠান' });

  it('says in Bengali that every field must be filled, beside each field', async () => {
    const { user } = renderInBengali(<HomeSampleEnquiryForm />);
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

  it('explains a mistyped number and PIN in Bengali', async () => {
    const { user } = renderInBengali(<HomeSampleEnquiryForm />);
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
    const { user } = renderInBengali(<HomeSampleEnquiryForm />);
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

  it('says in Bengali when the save fails, with the number to call', async () => {
    fakeSource.addDocument.mockRejectedValueOnce(new Error('Failed to fetch'));
    const { user } = renderInBengali(<HomeSampleEnquiryForm />);
    await user.type(screen.getByLabelText('আপনার নাম'), 'Mita Das');
    await user.type(screen.getByLabelText('মোবাইল নম্বর'), '9876543210');
    await user.type(screen.getByLabelText('পিন কোড'), '741101');
    await user.type(screen.getByLabelText('শহর বা এলাকা'), 'Krishnanagar');
    await user.type(screen.getByLabelText('টেস্টের নাম'), 'CBC');

    await user.click(submit());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'পাঠানো যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন, অথবা ফোন করুন +91 00000 01212 নম্বরে।',
    );
    expect(within(alert).getByRole('link', { name: 'ফোন করুন +91 00000 01212' })).toHaveAttribute(
      'href',
      'tel:+910000001212',
    );
  });
});

describe('the feedback form in Bengali', () => {
  it('labels its fields in Bengali and thanks the visitor in Bengali', async () => {
    const { user } = renderInBengali(<FeedbackForm variant="experience" />);
    expect(
      screen.getByText('নমুনা দেওয়া থেকে রিপোর্ট হাতে পাওয়া পর্যন্ত — আপনার টেস্ট কেমন হলো?'),
    ).toBeVisible();
    await user.type(screen.getByLabelText('আপনার নাম'), 'রাহুল সেন');
    await user.type(screen.getByLabelText('মোবাইল নম্বর'), '09123-456789');
    await user.type(screen.getByLabelText('ই-মেল ঠিকানা'), 'rahul@example');
    await user.type(screen.getByLabelText('কোন সেন্টারে টেস্ট করিয়েছেন'), 'কৃষ্ণনগর');
    await user.type(screen.getByLabelText('টেস্টের অভিজ্ঞতা লিখুন'), 'সবাই খুব যত্ন করেছেন।');

    await user.click(screen.getByRole('button', { name: 'মতামত পাঠান' }));
    expect(screen.getByLabelText('ই-মেল ঠিকানা')).toHaveAccessibleDescription(
      'ই-মেল ঠিকানা লিখুন, যেমন name@example.com।',
    );

    await user.type(screen.getByLabelText('ই-মেল ঠিকানা'), '.com');
    await user.click(screen.getByRole('button', { name: 'মতামত পাঠান' }));
    const status = screen.getByRole('status');
    expect(await within(status).findByText('সফলভাবে জমা হয়েছে!')).toBeVisible();
    expect(within(status).getByText('আমাদের লেখার জন্য ধন্যবাদ।')).toBeVisible();
  });
});

describe('the home-visit form in Bengali', () => {
  it('asks for an empty field in Bengali, not in the browser’s language', async () => {
    const { user } = renderInBengali(<HomeVisitForm />);
    await user.click(screen.getByRole('button', { name: 'হোম ভিজিট বুক করুন' }));

    const name = screen.getByLabelText('রোগী বা ডাক্তারের নাম');
    expect(name).toBeInvalid();
    expect((name as HTMLInputElement).validationMessage).toBe('এই ঘরটি পূরণ করুন।');

    await user.type(name, 'Asha Roy');
    expect(name).toBeValid();
  });

  it('explains a mistyped mobile number in Bengali, beside the field', async () => {
    const { user } = renderInBengali(<HomeVisitForm />);
    await user.type(screen.getByLabelText('রোগী বা ডাক্তারের নাম'), 'Asha Roy');
    await user.type(screen.getByLabelText('মোবাইল নম্বর'), '৫৪৩২১ ০৯৮৭৬');
    await user.type(screen.getByLabelText('শহর বা এলাকা'), 'Krishnanagar');
    await user.type(screen.getByLabelText('টেস্টের নাম'), 'CBC');
    await user.click(screen.getByRole('button', { name: 'হোম ভিজিট বুক করুন' }));

    const mobile = screen.getByLabelText('মোবাইল নম্বর');
    expect(mobile).toBeInvalid();
    expect(mobile).toHaveAccessibleDescription(
      '10 অঙ্কের মোবাইল নম্বর লিখুন, যেমন 98765 43210 (+91 দিলেও চলবে)।',
    );
    expect(screen.queryByText('আপনার বার্তা সফলভাবে পাঠানো হয়েছে।')).not.toBeInTheDocument();
  });
});

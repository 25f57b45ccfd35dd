import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackForm } from '../../../../src/features/contact/feedback-form';
import { publishSettingsSection } from '../../../support/fake-data-source';
import { typingFormsOnTheFakeSource } from '../../../support/form-tests';
import { renderInBengali } from '../../../support/render';

/**
 * The feedback form's own wording; what it shares with the enquiry form is
 * submission-form.test.tsx's.
 */
vi.mock(
  '../../../../src/data/source/select-data-source',
  () => import('../../../support/fake-data-source'),
);
typingFormsOnTheFakeSource();

describe('the feedback form in Bengali', () => {
  it('labels its fields in Bengali and thanks the visitor in Bengali', async () => {
    const { user } = await renderInBengali(<FeedbackForm variant="experience" />);
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

  it('invites a review on Google once the feedback is stored, when staff set the centre’s place', async () => {
    const placeId = 'ChIJN1t_tDeuEmsRUsoyG83frY4';
    publishSettingsSection('place', { placeId });
    const { user } = await renderInBengali(<FeedbackForm variant="online" />);
    expect(screen.queryByRole('link', { name: /Google/ })).toBeNull();
    await user.type(screen.getByLabelText('আপনার নাম'), 'রাহুল সেন');
    await user.type(screen.getByLabelText('মোবাইল নম্বর'), '09123-456789');
    await user.type(screen.getByLabelText('ই-মেল ঠিকানা'), 'rahul@example.com');
    await user.type(screen.getByLabelText('শেষ কোন সেন্টারে গিয়েছিলেন'), 'কৃষ্ণনগর');
    await user.type(screen.getByLabelText('আপনার মতামত'), 'ভালো লেগেছে।');
    await user.click(screen.getByRole('button', { name: 'মতামত পাঠান' }));
    const status = screen.getByRole('status');
    expect(
      await within(status).findByRole('link', {
        name: 'Google-এ আমাদের রিভিউ দিন (নতুন ট্যাবে খুলবে)',
      }),
    ).toHaveAttribute('href', `https://search.google.com/local/writereview?placeid=${placeId}`);
  });
});

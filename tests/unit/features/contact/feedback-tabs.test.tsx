import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackTabs } from '../../../../src/features/contact/feedback-tabs';
import { savedRecords } from '../../../support/fake-data-source';
import { typingFormsOnTheFakeSource } from '../../../support/form-tests';
import { renderInRouter } from '../../../support/render';

vi.mock(
  '../../../../src/data/source/select-data-source',
  () => import('../../../support/fake-data-source'),
);
typingFormsOnTheFakeSource();

describe('the feedback tabs', () => {
  it('open on Online Feedback, and the arrow keys move between the three tabs', async () => {
    const { user } = renderInRouter(<FeedbackTabs />);
    const tablist = screen.getByRole('tablist', { name: 'Ways to give feedback' });
    const tabs = within(tablist).getAllByRole('tab');

    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Online Feedback',
      'In-Diagnostics Test experience',
      'Help Line',
    ]);
    expect(screen.getByRole('tab', { name: 'Online Feedback' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Your feedback')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Online Feedback' }));
    await user.keyboard('{ArrowRight}');

    const experience = screen.getByRole('tab', { name: 'In-Diagnostics Test experience' });
    expect(experience).toHaveFocus();
    expect(experience).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Tell us about your test experience')).toBeVisible();
    expect(screen.getByLabelText('Centre where you had your test')).toBeVisible();
    const onlineTab = screen.getByRole('tab', { name: 'Online Feedback' });
    expect(
      document.getElementById(onlineTab.getAttribute('aria-controls') ?? ''),
    ).not.toBeVisible();

    await user.keyboard('{ArrowRight}');
    const helpLine = screen.getByRole('tabpanel', { name: 'Help Line' });
    expect(within(helpLine).getByRole('link', { name: /\+91 00000 01212/ })).toHaveAttribute(
      'href',
      'tel:+910000001212',
    );
    expect(within(helpLine).getByRole('link', { name: 'info@example.com' })).toHaveAttribute(
      'href',
      'mailto:info@example.com',
    );
  });

  it('keep a separate draft per tab, and the experience tab stores the same keys', async () => {
    const { user } = renderInRouter(<FeedbackTabs />);
    const online = screen.getByRole('tabpanel', { name: 'Online Feedback' });
    await user.type(within(online).getByLabelText('Your name'), 'Rahul Sen');

    await user.click(screen.getByRole('tab', { name: 'In-Diagnostics Test experience' }));
    const experience = screen.getByRole('tabpanel', { name: 'In-Diagnostics Test experience' });
    expect(within(experience).getByLabelText('Your name')).toHaveValue('');
    await user.type(within(experience).getByLabelText('Your name'), 'Mita Das');
    await user.type(within(experience).getByLabelText('Mobile number'), '9876543210');
    await user.type(within(experience).getByLabelText('E-mail address'), 'mita@example.com');
    await user.type(within(experience).getByLabelText('Centre where you had your test'), 'Nadia');
    await user.type(
      within(experience).getByLabelText('Tell us about your test experience'),
      'The collection was painless.',
    );
    await user.click(within(experience).getByRole('button', { name: 'Send feedback' }));

    expect(await within(experience).findByText('Submitted successfully!')).toBeVisible();
    expect(savedRecords()).toEqual([
      {
        collection: 'Customer_Feedback',
        fields: {
          title: 'Mita Das',
          mobile: '9876543210',
          emailaddress: 'mita@example.com',
          lastvisit: 'Nadia',
          enquiry: 'The collection was painless.',
          status: 'Available',
        },
      },
    ]);
    await user.click(screen.getByRole('tab', { name: 'Online Feedback' }));
    expect(within(online).getByLabelText('Your name')).toHaveValue('Rahul Sen');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import FeedbackPage from '../../../../src/features/contact/feedback-page';
import { renderInRouter } from '../../../support/render';

describe('/Feedback-page', () => {
  it('shows the feedback tabs alone', () => {
    renderInRouter(<FeedbackPage />, { path: '/Feedback-page' });

    expect(screen.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    expect(screen.getByRole('tablist', { name: 'Ways to give feedback' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Request home collection' })).toBeNull();
  });
});

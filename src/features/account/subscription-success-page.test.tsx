// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { SubscriptionSuccessPage } from './subscription-success-page.tsx';

describe('SubscriptionSuccessPage', () => {
  it('welcomes the subscriber and lists what is included', async () => {
    renderWithApp(<SubscriptionSuccessPage />, { path: '/subscription-success' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to EDGE Navigator!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Your subscription is now active. Here's what's included:"),
    ).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.replace('✓', '').trim())).toEqual([
      'Full access to the craft library',
      'Premium tools',
      'Advanced AI prompts',
      'Exclusive essays and dispatches',
      'All future releases',
    ]);
    await waitFor(() =>
      expect(document.title).toBe('Your subscription is active | EDGE Navigator'),
    );
  });

  it('offers Start Exploring (home) and Manage Account (/account)', () => {
    renderWithApp(<SubscriptionSuccessPage />, { path: '/subscription-success' });
    expect(screen.getByRole('link', { name: 'Start Exploring' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Manage Account' })).toHaveAttribute(
      'href',
      '/account',
    );
  });
});

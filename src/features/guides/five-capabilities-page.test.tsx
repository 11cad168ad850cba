// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FIVE_CAPABILITIES } from '../../domain/five-capabilities.ts';
import { renderWithApp } from '../../test/render.tsx';
import { FiveCapabilitiesPage } from './five-capabilities-page.tsx';
import { expectLinks } from '../../test/links.ts';

function renderPage() {
  const view = renderWithApp(<FiveCapabilitiesPage />, { path: '/five-capabilities' });
  return { ...view, user: userEvent.setup() };
}

describe('FiveCapabilitiesPage', () => {
  it('sets its page head', () => {
    renderPage();
    expect(document.title).toBe(
      'The Five Capabilities of Executive Intelligence Engineering | EDGE Navigator',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL('/five-capabilities', window.location.origin).href,
    );
  });

  it('lists the five capabilities as level-2 headings that expand', async () => {
    const { user } = renderPage();
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'The Five Capabilities of Executive Intelligence Engineering',
      }),
    ).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    for (const c of FIVE_CAPABILITIES) {
      expect(headings.filter((text) => text?.includes(c.name))).toHaveLength(1);
    }

    for (const capability of FIVE_CAPABILITIES) {
      const trigger = screen.getByRole('button', { name: new RegExp(`^${capability.name}`) });
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByText(capability.whyNow)).not.toBeVisible();
      await user.click(trigger);
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      // The panel opens after its presence animation settles.
      await waitFor(() => expect(screen.getByText(capability.description)).toBeVisible());
      expect(screen.getByText(capability.whyNow)).toBeVisible();
    }
  });

  it('links to the two engineering pages and the starter lesson', () => {
    renderPage();
    expectLinks([
      ['Read Prompt Engineering', '/engineering/prompt-engineering'],
      ['Read Context Engineering', '/engineering/context-engineering'],
      ['Start Building your own AI Chief of Staff', '/ai-chief-of-staff-starter-lesson'],
    ]);
  });
});

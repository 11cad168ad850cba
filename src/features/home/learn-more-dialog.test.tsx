// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FIVE_CAPABILITIES } from '../../domain/five-capabilities.ts';
import { renderWithApp } from '../../test/render.tsx';
import { PromptsSection } from './prompts-section.tsx';
import { expectLinks } from '../../test/links.ts';

function renderSection() {
  const view = renderWithApp(<PromptsSection />);
  return { ...view, user: userEvent.setup() };
}

async function openLearnMore() {
  const view = renderSection();
  await view.user.click(screen.getByRole('button', { name: 'Learn More' }));
  const dialog = await screen.findByRole('dialog', { name: 'Executive Intelligence Engineering' });
  return { ...view, dialog: within(dialog) };
}

describe('PromptsSection', () => {
  it('introduces Executive Intelligence Engineering above two guides and the six categories', () => {
    renderSection();
    expect(
      screen.getByRole('heading', { name: 'About Executive Intelligence Engineering' }),
    ).toBeInTheDocument();
    expectLinks([
      [/The Prompt Engineering Guide/, '/engineering/prompt-engineering-guide'],
      [/^Guide Context Engineering/, '/engineering/context-engineering'],
    ]);
    const categories = screen
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('/prompts/'));
    expect(categories).toHaveLength(6);
    expect(screen.getAllByText('Coming Soon')).toHaveLength(4);
  });
});

describe('LearnMoreDialog', () => {
  it('lists the five capabilities, all collapsed', async () => {
    const { dialog } = await openLearnMore();
    const triggers = FIVE_CAPABILITIES.map((c) =>
      dialog.getByRole('button', { name: new RegExp(`^${c.name}`) }),
    );
    expect(FIVE_CAPABILITIES.map((c) => c.name)).toEqual([
      'Prompt Engineering',
      'Context Engineering',
      'Narrative Design',
      'Cognitive Orchestration',
      'Temporal Design',
    ]);
    for (const trigger of triggers) expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('expands a capability to its description and why-now text', async () => {
    const { dialog, user } = await openLearnMore();
    const narrative = FIVE_CAPABILITIES[2];
    if (!narrative) throw new Error('missing capability');
    const trigger = dialog.getByRole('button', { name: /Narrative Design/ });
    expect(dialog.queryByText(narrative.description)).not.toBeVisible();
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The panel opens after its presence animation settles (a frame or more under load).
    await waitFor(() => expect(dialog.getByText(narrative.description)).toBeVisible());
    expect(dialog.getByRole('heading', { name: 'Why now' })).toBeVisible();
    expect(dialog.getByText(narrative.whyNow)).toBeVisible();
  });

  it('links to the two engineering pages', async () => {
    const { dialog } = await openLearnMore();
    expectLinks(
      [
        ['Read Prompt Engineering', '/engineering/prompt-engineering'],
        ['Read Context Engineering', '/engineering/context-engineering'],
      ],
      dialog,
    );
  });

  it('closes with the close button', async () => {
    const { dialog, user } = await openLearnMore();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Executive Intelligence Engineering' }),
      ).not.toBeInTheDocument(),
    );
  });
});

// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { ContextEngineeringPage } from './context-engineering-page.tsx';
import { PromptEngineeringGuidePage } from './prompt-engineering-guide-page.tsx';
import { expectLinks } from '../../test/links.ts';

function Home() {
  const { hash } = useLocation();
  return <p>Home page {hash}</p>;
}

function renderGuide(path: string, page: ReactNode) {
  const view = renderWithApp(
    <Routes>
      <Route path={path} element={page} />
      <Route path="/" element={<Home />} />
      <Route path="/prompts/detail/:slug" element={<p>The prompt page</p>} />
    </Routes>,
    { path },
  );
  return { ...view, user: userEvent.setup() };
}

const guides = [
  {
    name: 'the prompt engineering guide',
    path: '/engineering/prompt-engineering-guide',
    page: <PromptEngineeringGuidePage />,
    title: 'The Prompt Engineering Guide for Executives',
    sections: ['Six principles', 'A worked example', 'Common mistakes'],
    related: ['Context engineering', '/engineering/context-engineering'],
  },
  {
    name: 'the context engineering guide',
    path: '/engineering/context-engineering',
    page: <ContextEngineeringPage />,
    title: 'Context Engineering: Giving AI What It Needs to Know',
    sections: ['What context to give an AI', 'How to structure it', 'Examples'],
    related: ['The prompt engineering guide', '/engineering/prompt-engineering-guide'],
  },
];

describe.each(guides)('$name', (guide) => {
  it('renders its title, sections and page head', () => {
    renderGuide(guide.path, guide.page);
    expect(screen.getByRole('heading', { level: 1, name: guide.title })).toBeInTheDocument();
    for (const section of guide.sections) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getByRole('link', { name: guide.sections[0] })).toHaveAttribute(
      'href',
      expect.stringMatching(/^#/),
    );
    expect(document.title).toBe(`${guide.title} | EDGE Navigator`);
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}${guide.path}`,
    );
  });

  it('links to the five capabilities, the AI EDGE prompts and the other guide', () => {
    renderGuide(guide.path, guide.page);
    const next = screen.getByRole('region', { name: 'Keep going' });
    expectLinks(
      [
        ['The five capabilities', '/five-capabilities'],
        ['Browse the AI EDGE prompts', '/#edge-prompts'],
      ],
      within(next),
    );
    const [label, href] = guide.related as [string, string];
    expect(within(next).getByRole('link', { name: label })).toHaveAttribute('href', href);
  });

  it('goes back to the AI EDGE prompts on the home page', async () => {
    const { user } = renderGuide(guide.path, guide.page);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Home page #edge-prompts')).toBeInTheDocument();
  });
});

describe('guide examples', () => {
  it("copies the worked example prompt: 'Prompt copied to clipboard'", async () => {
    const { user } = renderGuide(
      '/engineering/prompt-engineering-guide',
      <PromptEngineeringGuidePage />,
    );
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Copy example prompt' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('Act as a sceptical strategy'));
    expect(await screen.findByText('Prompt copied to clipboard')).toBeInTheDocument();
  });

  it('opens a page of the site linked from its text in the app, without reloading', async () => {
    const { user } = renderGuide('/engineering/context-engineering', <ContextEngineeringPage />);
    const link = screen.getByRole('link', { name: 'Build an AI Chief of Staff' });
    expect(link).toHaveAttribute('href', '/prompts/detail/build-an-ai-chief-of-staff');
    await user.click(link);
    expect(await screen.findByText('The prompt page')).toBeInTheDocument();
  });

  it('copies the context brief template with its own message', async () => {
    const { user } = renderGuide('/engineering/context-engineering', <ContextEngineeringPage />);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Copy template' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/^# Purpose\n/));
    expect(await screen.findByText('Template copied to clipboard')).toBeInTheDocument();
  });

  it('shows the weak example without a copy button', () => {
    renderGuide('/engineering/prompt-engineering-guide', <PromptEngineeringGuidePage />);
    const weak = screen.getByText('Before: the cold request').closest('figure') as HTMLElement;
    expect(within(weak).getByText('Write a strategy for our European expansion.')).toBeVisible();
    expect(within(weak).queryByRole('button')).toBeNull();
  });
});

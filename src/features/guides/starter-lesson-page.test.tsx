// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EXTERNAL_LINKS } from '../../domain/external-links.ts';
import { renderWithApp } from '../../test/render.tsx';
import { StarterLessonPage } from './starter-lesson-page.tsx';
import { expectLinks } from '../../test/links.ts';

function renderPage() {
  return renderWithApp(<StarterLessonPage />, { path: '/ai-chief-of-staff-starter-lesson' });
}

describe('StarterLessonPage', () => {
  it('sets its page head', () => {
    renderPage();
    expect(document.title).toBe('Start Building your own AI Chief of Staff | EDGE Navigator');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('14th October 2025'),
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL('/ai-chief-of-staff-starter-lesson', window.location.origin).href,
    );
  });

  it('presents the free 30-minute taster: date, what you learn, who it is for', () => {
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Start Building your own AI Chief of Staff' }),
    ).toBeInTheDocument();
    expect(screen.getByText('14th October 2025')).toBeInTheDocument();
    expect(screen.getByText('30 minutes, live online')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    for (const name of ["What you'll learn", "Who it's for", "What you'll leave with"]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it('signs up on the external course page, in a new tab', () => {
    renderPage();
    const signUps = screen.getAllByRole('link', { name: /Sign up for the free lesson/ });
    expect(signUps.length).toBeGreaterThan(0);
    for (const link of signUps) {
      expect(link).toHaveAttribute('href', EXTERNAL_LINKS.tasterSignUp);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
      expect(link).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'));
    }
  });

  it('links to the five capabilities and prompt engineering', () => {
    renderPage();
    expectLinks([
      ['Explore the five capabilities', '/five-capabilities'],
      ['Read Prompt Engineering', '/engineering/prompt-engineering'],
    ]);
  });
});

// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../domain/errors.ts';
import { EXTERNAL_LINKS } from '../../domain/external-links.ts';
import { renderWithApp } from '../../test/render.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { SchoolSection } from './school-section.tsx';

const COURSES = [
  {
    course: 'AI EDGE',
    source: 'ai-chief-of-staff-course',
    success: "Thanks! You'll be notified when AI EDGE opens.",
  },
  {
    course: 'Executive EDGE',
    source: 'executive-edge-course',
    success: "Thanks! You'll be notified when Executive EDGE opens.",
  },
] as const;

function setup(course: string) {
  const view = renderWithApp(<SchoolSection />);
  const user = userEvent.setup();
  const subscribe = vi.spyOn(view.backend.visitor, 'subscribe');
  const input = () => screen.getByRole('textbox', { name: `Email for ${course} updates` });
  const submit = () =>
    user.click(screen.getByRole('button', { name: `Notify me when ${course} opens` }));
  return { ...view, user, subscribe, input, submit };
}

beforeEach(() => {
  vi.restoreAllMocks();
  toaster.remove();
});

describe('SchoolSection', () => {
  it('presents the three programs with their dates and lengths', () => {
    setup('AI EDGE');
    expect(screen.getByRole('region', { name: 'EDGE School' })).toHaveAttribute('id', 'school');
    expect(
      screen.getByRole('heading', { name: 'Start Building your own AI Chief of Staff' }),
    ).toBeInTheDocument();
    expect(screen.getByText('30-minute live lesson · 14th October 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'AI EDGE' })).toBeInTheDocument();
    expect(screen.getByText('14-day cohort')).toBeInTheDocument();
    expect(screen.getByText('Coming November 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Executive EDGE' })).toBeInTheDocument();
    expect(screen.getByText('21-day program')).toBeInTheDocument();
    expect(screen.getByText('Coming January 2026')).toBeInTheDocument();
  });

  it('links the taster sign-up in a new tab and the lesson page on the site', () => {
    setup('AI EDGE');
    const signUp = screen.getByRole('link', {
      name: 'Sign up for the free taster (opens in a new tab)',
    });
    expect(signUp).toHaveAttribute('href', EXTERNAL_LINKS.tasterSignUp);
    expect(signUp).toHaveAttribute('target', '_blank');
    expect(signUp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'About the lesson' })).toHaveAttribute(
      'href',
      '/ai-chief-of-staff-starter-lesson',
    );
  });

  describe.each(COURSES)('$course notify form', ({ course, source, success }) => {
    it(`signs the e-mail up to ${source} and thanks the visitor`, async () => {
      const { user, subscribe, input, submit } = setup(course);
      await user.type(input(), ' Ada@Example.com');
      await submit();
      expect(await screen.findByText(success)).toBeInTheDocument();
      expect(subscribe).toHaveBeenCalledWith({ email: 'ada@example.com', name: null, source });
      expect(input()).toHaveValue('');
    });

    it('asks for an e-mail when the field is blank', async () => {
      const { user, subscribe, input, submit } = setup(course);
      await user.type(input(), '  ');
      await submit();
      expect(await screen.findByText('Email required')).toBeInTheDocument();
      expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
      expect(subscribe).not.toHaveBeenCalled();
    });

    it('keeps the e-mail when the sign-up fails', async () => {
      const { user, subscribe, input, submit } = setup(course);
      subscribe.mockRejectedValue(new BackendError('internal', 'boom'));
      vi.spyOn(console, 'error').mockImplementation(() => {});
      await user.type(input(), 'ada@example.com');
      await submit();
      expect(
        await screen.findByText('Failed to sign up for notifications. Please try again.'),
      ).toBeInTheDocument();
      expect(screen.getByText('Error')).toBeInTheDocument();
      expect(input()).toHaveValue('ada@example.com');
    });
  });
});

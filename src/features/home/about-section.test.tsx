// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { AboutSection } from './about-section.tsx';

describe('AboutSection', () => {
  it('opens the book waitlist dialog, loaded on demand, from the About card', async () => {
    renderWithApp(<AboutSection />);
    const user = userEvent.setup();
    expect(screen.getByRole('region', { name: 'About EDGE Navigator' })).toHaveAttribute(
      'id',
      'about',
    );
    expect(screen.getByRole('heading', { name: 'The EDGE Navigator book' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join the Book Waitlist' }));
    expect(
      await screen.findByRole('dialog', { name: 'Join the Book Waitlist' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeInTheDocument();
  });
});

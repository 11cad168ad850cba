// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EXTERNAL_LINKS } from '../../domain/external-links.ts';
import { renderWithApp } from '../../test/render.tsx';
import { DiagnosticSection } from './diagnostic-section.tsx';

describe('DiagnosticSection', () => {
  it('opens the external diagnostic in a new tab, saying so to screen readers', () => {
    renderWithApp(<DiagnosticSection />);
    expect(screen.getByRole('region', { name: 'Take the EDGE State Diagnostic' })).toHaveAttribute(
      'id',
      'diagnostic',
    );
    const link = screen.getByRole('link', { name: 'Take the Diagnostic (opens in a new tab)' });
    expect(link).toHaveAttribute('href', EXTERNAL_LINKS.diagnostic);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Takes less than 5 minutes to complete')).toBeInTheDocument();
  });
});

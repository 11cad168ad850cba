// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_VIEWS_KEY } from '../../domain/free-views.ts';
import { renderWithApp } from '../../test/render.tsx';
import { AuthProvider } from '../../stores/session/auth-provider.tsx';
import { ContentGate } from './content-gate.tsx';

const storedViews = (): string[] =>
  (JSON.parse(localStorage.getItem(CONTENT_VIEWS_KEY) ?? '{}') as { viewedContent: string[] })
    .viewedContent;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(
    CONTENT_VIEWS_KEY,
    JSON.stringify({ viewedContent: ['a', 'b', 'c', 'd'], lastUpdated: '2026-11-01T00:00:00Z' }),
  );
});

describe('ContentGate', () => {
  it('counts only one of two pieces opened together with the last free view left', async () => {
    renderWithApp(
      <AuthProvider>
        <ContentGate id="e">
          <p>piece e</p>
        </ContentGate>
        <ContentGate id="f">
          <p>piece f</p>
        </ContentGate>
      </AuthProvider>,
    );
    expect(await screen.findByText('piece e')).toBeInTheDocument();
    await waitFor(() => expect(storedViews()).toEqual(['a', 'b', 'c', 'd', 'e']));
  });
});

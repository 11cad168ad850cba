// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';

describe('RichContent', () => {
  it('drawn in the browser before its renderer is in, waits for it and draws the text', async () => {
    // A fresh copy of the modules: the test setup has fetched the renderer in its own.
    vi.resetModules();
    const { renderWithApp } = await import('../test/render.tsx');
    const { loadRichHtmlRenderer, RichContent } = await import('./rich-content.tsx');
    const renderer = loadRichHtmlRenderer();
    // React retries a render that suspended, in a test, inside an awaited act scope.
    await act(async () => {
      renderWithApp(
        <Suspense fallback={<p>Loading the text</p>}>
          <RichContent content="Some **bold** text" />
        </Suspense>,
      );
      await renderer;
    });
    expect(screen.getByText('bold').tagName).toBe('STRONG');
  });
});

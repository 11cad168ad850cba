// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { BackendProvider } from '../../backend/backend-context.tsx';
import { createTestBackend } from '../../backend/demo/testing.ts';
import { usePageViewTracking } from './use-page-view-tracking.ts';

function Tracker() {
  usePageViewTracking();
  return null;
}

describe('usePageViewTracking', () => {
  it("logs 'Failed to track page view' and carries on when the write fails", async () => {
    const backend = createTestBackend();
    const failure = new Error('permission-denied');
    vi.spyOn(backend.visitor, 'recordPageView').mockRejectedValue(failure);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = render(
      <BackendProvider backend={backend}>
        <MemoryRouter initialEntries={['/essays/x']}>
          <Tracker />
        </MemoryRouter>
      </BackendProvider>,
    );
    view.unmount(); // leaving the page records the view at once
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to track page view', failure));
  });
});

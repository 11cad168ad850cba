// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('style');
  vi.resetModules(); // the size is read from the device once per page load
});

async function renderControl() {
  const { TextSizeControl } = await import('./text-size-control.tsx');
  renderWithApp(<TextSizeControl />);
  return {
    user: userEvent.setup(),
    smaller: screen.getByRole('button', { name: 'Smaller text' }),
    larger: screen.getByRole('button', { name: 'Larger text' }),
  };
}

describe('TextSizeControl', () => {
  it('raises and lowers the reading text a step at a time, remembering the size', async () => {
    const { user, smaller, larger } = await renderControl();
    expect(screen.getByText('100%')).toBeInTheDocument();
    await user.click(larger);
    expect(screen.getByText('113%')).toBeInTheDocument();
    expect(localStorage.getItem('edge_text_size')).toBe('1.125');
    expect(document.documentElement.style.getPropertyValue('--edge-text-scale')).toBe('1.125');
    await user.click(smaller);
    await user.click(smaller);
    expect(screen.getByText('88%')).toBeInTheDocument();
    expect(localStorage.getItem('edge_text_size')).toBe('0.875');
  });

  it('stops at the largest and the smallest size, keeping the focus on the button', async () => {
    const { user, smaller, larger } = await renderControl();
    for (let i = 0; i < 6; i++) await user.click(larger);
    expect(screen.getByText('150%')).toBeInTheDocument();
    expect(larger).toHaveAttribute('aria-disabled', 'true');
    expect(larger).toHaveFocus();
    expect(smaller).toHaveAttribute('aria-disabled', 'false');
    for (let i = 0; i < 8; i++) await user.click(smaller);
    expect(screen.getByText('88%')).toBeInTheDocument();
    expect(smaller).toHaveAttribute('aria-disabled', 'true');
  });

  it('starts at the size remembered on this device', async () => {
    localStorage.setItem('edge_text_size', '1.375');
    await renderControl();
    expect(screen.getByText('138%')).toBeInTheDocument();
  });
});

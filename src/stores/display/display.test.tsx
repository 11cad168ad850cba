// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COLOR_MODE_KEY, TEXT_SIZE_KEY } from '../../domain/display-prefs.ts';
import { BOOT_SCRIPT } from '../../platform/document/boot-script.ts';

/** A system colour scheme the test can change, as window.matchMedia reports it. */
function stubSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    set(value: boolean) {
      dark = value;
      listeners.forEach((listener) => listener());
    },
  };
}

const root = document.documentElement;
const isDark = () => root.classList.contains('dark');

/** The store fresh, as on a new page load. */
async function freshStore() {
  vi.resetModules();
  return import('./color-mode.ts');
}

beforeEach(() => {
  localStorage.clear();
  root.className = '';
  root.removeAttribute('style');
  vi.unstubAllGlobals();
});

describe('colour mode', () => {
  it('follows the system, before and after the page has loaded', async () => {
    const system = stubSystem(true);
    const { applyColorMode } = await freshStore();
    applyColorMode();
    expect(isDark()).toBe(true);
    expect(root.style.colorScheme).toBe('dark');
    system.set(false);
    expect(isDark()).toBe(false);
    expect(root.style.colorScheme).toBe('light');
  });

  it("switches, remembers the switch on the device, and stops following the system's changes", async () => {
    const system = stubSystem(false);
    const store = await freshStore();
    store.applyColorMode();
    store.switchColorMode();
    expect(isDark()).toBe(true);
    expect(localStorage.getItem(COLOR_MODE_KEY)).toBe('dark');
    system.set(true);
    system.set(false);
    expect(isDark()).toBe(true);

    // The next visit starts dark, the system still light.
    root.className = '';
    const next = await freshStore();
    next.applyColorMode();
    expect(isDark()).toBe(true);
  });

  it("forgets the choice when switched back to the system's mode", async () => {
    stubSystem(true);
    const store = await freshStore();
    store.applyColorMode();
    store.switchColorMode();
    expect(isDark()).toBe(false);
    expect(localStorage.getItem(COLOR_MODE_KEY)).toBe('light');
    store.switchColorMode();
    expect(isDark()).toBe(true);
    expect(localStorage.getItem(COLOR_MODE_KEY)).toBeNull();
  });

  it('tells components the mode, and they follow each switch', async () => {
    stubSystem(false);
    const store = await freshStore();
    function Probe() {
      return <p>{store.useColorMode()}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('light')).toBeInTheDocument();
    act(() => store.switchColorMode());
    expect(screen.getByText('dark')).toBeInTheDocument();
  });
});

describe('text size', () => {
  it('steps within its bounds, remembers the size and puts it on <html>', async () => {
    vi.resetModules();
    const { currentTextScale, stepTextSize } = await import('./text-size.ts');
    expect(currentTextScale()).toBe(1);
    stepTextSize(1);
    stepTextSize(1);
    expect(currentTextScale()).toBe(1.25);
    expect(localStorage.getItem(TEXT_SIZE_KEY)).toBe('1.25');
    expect(root.style.getPropertyValue('--edge-text-scale')).toBe('1.25');
    for (let i = 0; i < 10; i++) stepTextSize(1);
    expect(currentTextScale()).toBe(1.5);
    for (let i = 0; i < 10; i++) stepTextSize(-1);
    expect(currentTextScale()).toBe(0.875);
    stepTextSize(1);
    expect(localStorage.getItem(TEXT_SIZE_KEY)).toBeNull(); // the normal size: nothing to keep

    localStorage.setItem(TEXT_SIZE_KEY, '1.375');
    vi.resetModules();
    const next = await import('./text-size.ts');
    expect(next.currentTextScale()).toBe(1.375);
  });
});

describe('the boot script, run before the first paint', () => {
  const run = () => new Function(BOOT_SCRIPT)() as void;

  it.each([
    [null, true, true],
    [null, false, false],
    ['light', true, false],
    ['dark', false, true],
    ['bogus', true, true],
  ])(
    'stored %s with the system dark: %s gives dark: %s, as the store does',
    async (stored, system, dark) => {
      stubSystem(system);
      if (stored) localStorage.setItem(COLOR_MODE_KEY, stored);
      run();
      expect(isDark()).toBe(dark);
      expect(root.style.colorScheme).toBe(dark ? 'dark' : 'light');
      root.className = '';
      const { applyColorMode } = await freshStore();
      applyColorMode();
      expect(isDark()).toBe(dark);
    },
  );

  it('sets the remembered text size, and only a size the store offers', async () => {
    stubSystem(false);
    const { TEXT_SCALES } = await import('../../domain/display-prefs.ts');
    for (const scale of TEXT_SCALES) {
      root.removeAttribute('style');
      localStorage.setItem(TEXT_SIZE_KEY, String(scale));
      run();
      const expected = scale === 1 ? '' : String(scale);
      expect(root.style.getPropertyValue('--edge-text-scale')).toBe(expected);
    }
    root.removeAttribute('style');
    localStorage.setItem(TEXT_SIZE_KEY, '3');
    run();
    expect(root.style.getPropertyValue('--edge-text-scale')).toBe('');
  });

  it('follows the system when storage is blocked', () => {
    stubSystem(true);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    run();
    expect(isDark()).toBe(true);
    vi.restoreAllMocks();
  });
});

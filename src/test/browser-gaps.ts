// What jsdom lacks and Chakra's carousel (Zag) calls in any browser: no-op observers and an
// element scrollTo that moves scrollLeft/scrollTop at once (jsdom lays nothing out, so nothing
// would scroll anyway). Installed for every jsdom test by setup.ts.

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** Fills the gaps, leaving alone whatever jsdom (or a test's own stub) already provides. */
export function fillBrowserGaps(): void {
  globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
  globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
  Element.prototype.scrollTo ??= function scrollTo(
    this: Element,
    options?: ScrollToOptions | number,
    y?: number,
  ) {
    const to = typeof options === 'object' ? options : { left: options, top: y };
    if (to.left !== undefined) this.scrollLeft = to.left;
    if (to.top !== undefined) this.scrollTop = to.top;
  } as Element['scrollTo'];
}

// What jsdom lacks and every browser has: no-op observers and an element scrollTo that moves
// scrollLeft/scrollTop at once (Chakra's carousel calls them; jsdom lays nothing out, so nothing
// would scroll anyway), and Blob's arrayBuffer() (the CMS reads an upload's first bytes).
// Installed for every jsdom test by setup.ts.

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
  Blob.prototype.arrayBuffer ??= function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error ?? new Error('Could not read the blob'));
      reader.readAsArrayBuffer(this);
    });
  };
}

import { vi } from 'vitest';

const rect = (left: number, width: number, height = 320) =>
  ({ x: left, y: 0, left, top: 0, right: left + width, bottom: height, width, height }) as DOMRect;

/**
 * Lays out Chakra's carousels as a browser would (jsdom lays out nothing): each track `width` px
 * wide, its slides side by side, scrolled by `scrollLeft`; so the carousel's scroll-snap logic
 * finds one snap point per slide. Undone by vi.restoreAllMocks().
 */
export function layOutCarousels(width = 600): void {
  const isPart = (el: Element, part: string) =>
    el instanceof HTMLElement && el.dataset.scope === 'carousel' && el.dataset.part === part;
  const realRect = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (isPart(this, 'item-group')) return rect(0, width);
    if (isPart(this, 'item') && this.parentElement) {
      const index = Number((this as HTMLElement).dataset.index);
      return rect(index * width - this.parentElement.scrollLeft, width);
    }
    return realRect.call(this);
  });
  const slides = (el: Element) => el.querySelectorAll('[data-part="item"]').length;
  const realOffsetWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth');
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return isPart(this, 'item-group') ? width : (realOffsetWidth?.get?.call(this) ?? 0);
  });
  const realScrollWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollWidth');
  vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(function (this: Element) {
    return isPart(this, 'item-group')
      ? slides(this) * width
      : (realScrollWidth?.get?.call(this) ?? 0);
  });
}

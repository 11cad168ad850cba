import type { UnsplashPhoto } from '../../../domain/cms/unsplash.ts';

// The demo has no Unsplash key: its image search answers from these pictures, shipped with the
// app under public/media/demo-photos/, in the shape `searchUnsplash` returns. They are the
// site's own, so their credit links stay on the site.
const photo = (id: string, alt: string, keywords: string): UnsplashPhoto & { keywords: string } => {
  const url = `/media/demo-photos/${id}.svg`;
  return {
    id,
    urls: { small: url, regular: url },
    alt_description: alt,
    user: { name: 'EDGE Navigator Studio', links: { html: '/' } },
    links: { html: url, download_location: url },
    keywords,
  };
};

export const DEMO_PHOTOS = [
  photo(
    'city-at-dusk',
    'City skyline at dusk with lit windows',
    'city skyline urban dusk night business',
  ),
  photo(
    'mountain-ridge',
    'Mountain ridge under a pale sky',
    'mountain landscape nature climb peak path',
  ),
  photo('compass', 'A compass pointing north', 'compass direction navigation strategy north'),
  photo('chess-board', 'A chess piece on a board', 'chess strategy game decision board'),
  photo('ocean-horizon', 'The sun over an ocean horizon', 'ocean sea horizon sunrise sunset water'),
  photo(
    'network-lights',
    'A network of connected lights',
    'network technology ai data connection lights',
  ),
];

/** The demo photos for a query: the ones it names first, then the rest (12 at most). */
export function searchDemoPhotos(query: string, perPage: number): UnsplashPhoto[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const score = (p: (typeof DEMO_PHOTOS)[number]) =>
    words.filter((w) => p.keywords.includes(w) || p.alt_description?.toLowerCase().includes(w))
      .length;
  return [...DEMO_PHOTOS]
    .sort((a, b) => score(b) - score(a))
    .slice(0, perPage)
    .map(({ keywords: _keywords, ...rest }) => rest);
}

/** Whether a download link is one of the demo's photos. */
export function isDemoPhoto(location: string): boolean {
  return DEMO_PHOTOS.some((p) => p.links.download_location === location);
}

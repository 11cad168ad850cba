// The home page's sections after the hero, in one module: one chunk, one request, fetched when
// the first of them is about to hydrate (home-page.tsx), or with the page when it is drawn here.
export { AboutSection } from './about-section.tsx';
export { CardsSection } from './cards-section.tsx';
export { DiagnosticSection } from './diagnostic-section.tsx';
export { DispatchesSection } from './dispatches-section.tsx';
export { EssaysSection } from './essays-section.tsx';
export { PromptsSection } from './prompts-section.tsx';
export { SchoolSection } from './school-section.tsx';

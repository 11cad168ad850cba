// The editorial guides: prompt and context engineering, the five capabilities, the starter lesson.
export {
  LazyContextEngineeringPage,
  LazyFiveCapabilitiesPage,
  LazyPromptEngineeringGuidePage,
  LazyStarterLessonPage,
} from './lazy-pages.ts';

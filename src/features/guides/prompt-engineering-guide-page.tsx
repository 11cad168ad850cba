import { parseGuide } from '../../domain/guide.ts';
import text from './content/prompt-engineering-guide.md?raw';
import { GuideArticle } from './guide-article.tsx';

const GUIDE = parseGuide(text, 'prompt-engineering-guide.md');

/** /engineering/prompt-engineering-guide: a guide to briefing AI well. */
export function PromptEngineeringGuidePage() {
  return <GuideArticle guide={GUIDE} />;
}

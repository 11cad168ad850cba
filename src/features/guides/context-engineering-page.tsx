import { parseGuide } from '../../domain/guide.ts';
import text from './content/context-engineering.md?raw';
import { GuideArticle } from './guide-article.tsx';

const GUIDE = parseGuide(text, 'context-engineering.md');

/** /engineering/context-engineering: a guide to curating what AI knows. */
export function ContextEngineeringPage() {
  return <GuideArticle guide={GUIDE} />;
}

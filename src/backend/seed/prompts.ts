import { parseContentFile } from '../../domain/content-file.ts';
import type { Prompt } from '../../domain/types.ts';
import buildAnAiChiefOfStaff from './content/prompts/build-an-ai-chief-of-staff.md?raw';
import performanceCoachDifficultConversations from './content/prompts/performance-coach-difficult-conversations.md?raw';
import personalAdvisoryBoard from './content/prompts/personal-advisory-board.md?raw';
import weakSignalsScanner from './content/prompts/weak-signals-scanner.md?raw';
import marketTrendStressTest from './content/prompts/market-trend-stress-test.md?raw';
import competitorMoveDecoder from './content/prompts/competitor-move-decoder.md?raw';
import leadershipStateCheckIn from './content/prompts/leadership-state-check-in.md?raw';
import p360BlindSpotAssessment from './content/prompts/360-blind-spot-assessment.md?raw';
import changeReadinessDiagnostic from './content/prompts/change-readiness-diagnostic.md?raw';
import decisionMeetingDesigner from './content/prompts/decision-meeting-designer.md?raw';
import preMortemFacilitator from './content/prompts/pre-mortem-facilitator.md?raw';
import executiveUpdateRewriter from './content/prompts/executive-update-rewriter.md?raw';
import keynoteNarrativeArcBuilder from './content/prompts/keynote-narrative-arc-builder.md?raw';
import stakeholderInfluenceMap from './content/prompts/stakeholder-influence-map.md?raw';
import turnDataIntoAStory from './content/prompts/turn-data-into-a-story.md?raw';
import draftAVisionStatement from './content/prompts/draft-a-vision-statement.md?raw';
import strategyKernelCheck from './content/prompts/strategy-kernel-check.md?raw';
import valuesInActionAudit from './content/prompts/values-in-action-audit.md?raw';
import { prompt, type PromptSeed } from './helpers.ts';

/** Where a prompt file's body moves from the prompt itself to its explainer (Markdown). */
const EXPLAINER = '\n<!-- explainer -->\n';

/**
 * All seeded prompts: eighteen active prompts, three in each of the six categories, one file
 * each in content/prompts/ (the prompt, then its explainer after an `<!-- explainer -->` line).
 */
export const seedPrompts: Prompt[] = [
  buildAnAiChiefOfStaff,
  performanceCoachDifficultConversations,
  personalAdvisoryBoard,
  weakSignalsScanner,
  marketTrendStressTest,
  competitorMoveDecoder,
  leadershipStateCheckIn,
  p360BlindSpotAssessment,
  changeReadinessDiagnostic,
  decisionMeetingDesigner,
  preMortemFacilitator,
  executiveUpdateRewriter,
  keynoteNarrativeArcBuilder,
  stakeholderInfluenceMap,
  turnDataIntoAStory,
  draftAVisionStatement,
  strategyKernelCheck,
  valuesInActionAudit,
].map((text) => {
  const { meta, body } = parseContentFile<Omit<PromptSeed, 'content'>>(text, 'a seeded prompt');
  const [content = '', explainer] = body.split(EXPLAINER);
  return prompt({ ...meta, content, explainerContent: explainer?.trim() ?? meta.explainerContent });
});

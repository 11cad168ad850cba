import { parseContentFile } from '../../domain/content-file.ts';
import type { Essay, EssayCategory } from '../../domain/types.ts';
import theEdgeDilemma from './content/essays/the-edge-dilemma.md?raw';
import promptEngineering from './content/essays/prompt-engineering.md?raw';
import contextIsTheNewPrompt from './content/essays/context-is-the-new-prompt.md?raw';
import executiveIntelligenceEngineering90DayPlaybook from './content/essays/executive-intelligence-engineering-90-day-playbook.md?raw';
import whatIsExecutiveIntelligenceEngineering from './content/essays/what-is-executive-intelligence-engineering.md?raw';
import temporalDesignLeadingAtThreeSpeeds from './content/essays/temporal-design-leading-at-three-speeds.md?raw';
import whatYourBoardWantsToKnowAboutAi from './content/essays/what-your-board-wants-to-know-about-ai.md?raw';
import leadingThroughTheFog from './content/essays/leading-through-the-fog.md?raw';
import theQuietCostOfPilotPurgatory from './content/essays/the-quiet-cost-of-pilot-purgatory.md?raw';
import narrativeDesignChangeStory from './content/essays/narrative-design-change-story.md?raw';
import draftBoardBriefing from './content/essays/draft-board-briefing.md?raw';
import draftCognitiveOrchestrationNotes from './content/essays/draft-cognitive-orchestration-notes.md?raw';
import { essay, type LongformSeed } from './helpers.ts';

type EssayMeta = Omit<LongformSeed, 'content'> & { category: EssayCategory };

/** All seeded essays: ten published and two drafts, one Markdown file each in content/essays/. */
export const seedEssays: Essay[] = [
  theEdgeDilemma,
  promptEngineering,
  contextIsTheNewPrompt,
  executiveIntelligenceEngineering90DayPlaybook,
  whatIsExecutiveIntelligenceEngineering,
  temporalDesignLeadingAtThreeSpeeds,
  whatYourBoardWantsToKnowAboutAi,
  leadingThroughTheFog,
  theQuietCostOfPilotPurgatory,
  narrativeDesignChangeStory,
  draftBoardBriefing,
  draftCognitiveOrchestrationNotes,
].map((text) => {
  const { meta, body } = parseContentFile<EssayMeta>(text, 'a seeded essay');
  return essay({ ...meta, content: body });
});

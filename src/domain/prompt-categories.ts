/** The six prompt categories (static): their tag filters always include their own key. */
export interface PromptCategory {
  id: string;
  title: string;
  description: string;
  preview: string;
  filterTags: string[];
  comingSoon: boolean;
}

const category = (
  id: string,
  title: string,
  description: string,
  preview: string,
  tags: string[],
  comingSoon: boolean,
): PromptCategory => ({ id, title, description, preview, filterTags: [id, ...tags], comingSoon });

export const PROMPT_CATEGORIES: readonly PromptCategory[] = [
  category(
    'edge-co-pilots',
    'EDGE Co-Pilots',
    'Chief of Staff, Performance Coach, Advisory Board',
    'AI co-pilots that work beside you: a Chief of Staff who triages, a coach who challenges, a board that advises.',
    ['chief-of-staff', 'coaching', 'advisory'],
    false,
  ),
  category(
    'edge-signals',
    'EDGE Signals',
    'Market trends, weak signals, scanning',
    'Scan the horizon for market trends and weak signals before they become headlines in your industry.',
    ['market-trends', 'scanning', 'signals'],
    false,
  ),
  category(
    'edge-states',
    'EDGE States',
    'Diagnostic prompts, leadership assessment',
    'Diagnostic prompts that read your leadership state and show where your attention and energy really go.',
    ['diagnostic', 'assessment', 'leadership-state'],
    true,
  ),
  category(
    'edgecraft',
    'EDGEcraft',
    'Meeting design, decision frameworks, communications',
    'Meeting design, decision frameworks and communications that turn intent into aligned action across teams.',
    ['meetings', 'decisions', 'communications', 'planning'],
    true,
  ),
  category(
    'edgeprint',
    'EDGEprint',
    'Storytelling, keynotes, influence, narrative',
    'Storytelling, keynotes and narrative craft so your ideas travel further than the room you said them in.',
    ['storytelling', 'keynotes', 'influence', 'narrative'],
    true,
  ),
  category(
    'edge-charter',
    'EDGE Charter',
    'Vision, strategy, purpose, values',
    'Vision, strategy, purpose and values: the charter that keeps a fast-changing organisation pointed true.',
    ['vision', 'strategy', 'purpose', 'values'],
    true,
  ),
];

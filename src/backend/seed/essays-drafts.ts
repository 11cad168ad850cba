import type { Essay } from '../../domain/types.ts';
import { essay } from './helpers.ts';

/** Work in progress: drafts that visitors must never see. */
export const draftEssays: Essay[] = [
  essay({
    id: 'essay-draft-board-briefing',
    title: 'Board Briefing: Setting an AI Risk Appetite',
    slug: 'draft-board-briefing',
    category: 'general',
    publishedOn: null,
    createdOn: '2026-10-24',
    updatedOn: '2026-10-30',
    tags: ['governance', 'board', 'risk'],
    authorName: 'James Whitfield',
    excerpt: 'DRAFT: a template for agreeing an AI risk appetite statement with the board.',
    content: `
**Draft, not for publication.**

# Outline

- Why a risk appetite statement for AI, and why now
- Four dimensions: data, decisions, reputation, regulation
- A worked example from a mid-sized insurer
- How often to revisit it

# Notes

Ask legal to review the regulation section before this goes anywhere near the site.
`,
  }),
  essay({
    id: 'essay-draft-cognitive-orchestration',
    title: 'Cognitive Orchestration: Notes Toward an Essay',
    slug: 'draft-cognitive-orchestration-notes',
    category: 'context-engineering',
    publishedOn: null,
    createdOn: '2026-10-12',
    tags: ['cognitive-orchestration', 'executive-intelligence-engineering'],
    authorName: 'Dr. Maya Okafor',
    excerpt: null,
    content: `
# Working notes

Cognitive orchestration: deciding *which thinking is done by whom*, human or machine, and in what order.

1. Map a real decision end to end.
2. Mark each step: generate, evaluate, decide, explain.
3. Ask where a machine adds breadth and where a human must add judgement.

*To do: find a second case study, ideally outside financial services.*
`,
  }),
];

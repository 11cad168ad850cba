/** Internal addresses several screens link to (kept apart so linking pulls in no page data). */
export const PROMPT_ENGINEERING_PATH = '/engineering/prompt-engineering';
export const CONTEXT_ENGINEERING_PATH = '/engineering/context-engineering';

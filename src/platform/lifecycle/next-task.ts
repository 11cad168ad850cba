/**
 * Resolves in a later task, after the browser has had its turn (to paint, to answer a tap): work
 * split at these points never holds the page as one long task.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Milliseconds between runs of a schedule ('every N minutes'), else null. */
export function scheduleInterval(schedule: unknown): number | null;

/** The Functions emulator's scheduled functions. */
export function scheduledFunctions(
  functionsPort: number,
): Promise<{ name: string; key: string; schedule: string }[]>;

/** Runs one scheduled function now, as Cloud Scheduler would; resolves once it has finished. */
export function runScheduledFunction(options: {
  functionsPort: number;
  projectId: string;
  name: string;
}): Promise<void>;

/** Runs every scheduled function on its schedule until stopped. */
export function startCloudScheduler(options: {
  functionsPort: number;
  projectId: string;
  log?: Pick<Console, 'warn' | 'error'>;
}): Promise<{ count: number; stop: () => void }>;

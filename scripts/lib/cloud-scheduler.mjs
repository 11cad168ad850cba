// Cloud Scheduler for the emulators. The Functions emulator loads a scheduled function
// (onSchedule) but runs it only through the Pub/Sub emulator, which these machines do not have
// ("function ignored because the pubsub emulator does not exist"); it still keeps the trigger,
// and answers a POST to its background route by running it, as Cloud Scheduler's HTTP call
// would (the X-CloudScheduler headers are what firebase-functions reads). This finds the
// scheduled functions in the emulator's /backends and runs them: once, or every interval.

const EVERY = /^every (\d+) minutes?$/;

/** Milliseconds between runs of a schedule ('every N minutes'), else null (not supported). */
export function scheduleInterval(schedule) {
  const match = EVERY.exec(String(schedule ?? '').trim());
  return match ? Number(match[1]) * 60_000 : null;
}

/** The emulator's scheduled functions: their name, trigger key and schedule. */
export async function scheduledFunctions(functionsPort) {
  const answer = await fetch(`http://127.0.0.1:${functionsPort}/backends`);
  if (!answer.ok) throw new Error(`the Functions emulator's /backends answered ${answer.status}`);
  const { backends = [] } = await answer.json();
  return backends.flatMap((backend) =>
    (backend.functionTriggers ?? [])
      .filter((def) => def.schedule)
      .map((def) => ({
        name: def.name,
        key: def.eventTrigger ? `${def.id}-0` : def.id,
        schedule: def.schedule.schedule ?? def.schedule,
      })),
  );
}

/** Runs one scheduled function now, as Cloud Scheduler would; resolves once it has finished. */
export async function runScheduledFunction({ functionsPort, projectId, name }) {
  const target = (await scheduledFunctions(functionsPort)).find((fn) => fn.name === name);
  if (!target) throw new Error(`the Functions emulator has no scheduled function ${name}`);
  const answer = await fetch(
    `http://127.0.0.1:${functionsPort}/functions/projects/${projectId}/triggers/${target.key}`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-CloudScheduler-JobName': `firebase-schedule-${name}`,
        'X-CloudScheduler-ScheduleTime': new Date().toISOString(),
      },
      body: '{}',
    },
  );
  if (!answer.ok) throw new Error(`${name} answered ${answer.status}: ${await answer.text()}`);
}

/**
 * Runs every scheduled function of the emulator on its schedule ('every N minutes'), from now
 * on, until stopped. A failed run is logged; the next one comes on time.
 */
export async function startCloudScheduler({ functionsPort, projectId, log = console }) {
  const timers = [];
  for (const fn of await scheduledFunctions(functionsPort)) {
    const every = scheduleInterval(fn.schedule);
    if (!every) {
      log.warn(`emulators: ${fn.name}'s schedule '${fn.schedule}' is not run here`);
      continue;
    }
    const tick = () =>
      runScheduledFunction({ functionsPort, projectId, name: fn.name }).catch((error) =>
        log.error(`emulators: ${fn.name} failed: ${error.message}`),
      );
    timers.push(setInterval(tick, every));
  }
  return { count: timers.length, stop: () => timers.forEach(clearInterval) };
}

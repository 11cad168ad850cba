// Firestore triggers for the Cloud SDK Firestore emulator. firebase-tools registers a function's
// Firestore trigger only with a Firestore emulator it started itself ("function ignored because
// the firestore emulator does not exist or is not running"); ours runs on Java 17 beside it. So,
// once the Functions emulator has loaded the functions, this registers each Firestore trigger
// with our emulator exactly as firebase-tools would (functionsEmulator.js, addFirestoreTrigger),
// and the emulator, started with --functions_emulator, then calls the function on every write.
import { pathToFileURL } from 'node:url';

/** The Functions emulator's trigger key of a definition it loaded (its first generation). */
const triggerKey = (def) => `${def.id}-0`;

/**
 * The registrations the Firestore emulator needs for the Functions emulator's `/backends`
 * answer: { method, path, body } per Firestore trigger. A v2 function (CloudEvents) is an
 * "eventarc trigger" (what firebase-tools posts to .../triggers/{key} its own emulator takes at
 * .../eventarcTrigger?eventarcTriggerId={key} in the Cloud SDK's); a v1 function puts its event
 * trigger at .../triggers/{key}, as firebase-tools does.
 */
export function firestoreTriggerRegistrations(backends, projectId) {
  const registrations = [];
  for (const backend of backends.backends ?? []) {
    for (const def of backend.functionTriggers ?? []) {
      const trigger = def.eventTrigger;
      if (!trigger) continue;
      const key = encodeURIComponent(triggerKey(def));
      if (String(trigger.eventType).startsWith('google.cloud.firestore.document.v1.')) {
        const exact = trigger.eventFilters?.document;
        const pattern = trigger.eventFilterPathPatterns?.document;
        registrations.push({
          method: 'POST',
          path: `/emulator/v1/projects/${projectId}/eventarcTrigger?eventarcTriggerId=${key}`,
          body: {
            eventType: trigger.eventType,
            database: trigger.eventFilters?.database,
            namespace: trigger.eventFilters?.namespace,
            document: { value: pattern ?? exact, matchType: pattern ? 'PATH_PATTERN' : 'EXACT' },
          },
        });
      } else if (String(trigger.eventType).includes('cloud.firestore')) {
        registrations.push({
          method: 'PUT',
          path: `/emulator/v1/projects/${projectId}/triggers/${key}`,
          body: { eventTrigger: { ...trigger, service: 'firestore.googleapis.com' } },
        });
      }
    }
  }
  return registrations;
}

/**
 * Reads the Functions emulator's triggers and registers the Firestore ones with the Firestore
 * emulator at `firestoreHost` (host:port). Resolves with how many were registered.
 */
export async function registerFirestoreTriggers({ functionsPort, firestoreHost, projectId }) {
  const answer = await fetch(`http://127.0.0.1:${functionsPort}/backends`);
  if (!answer.ok) throw new Error(`the Functions emulator's /backends answered ${answer.status}`);
  const registrations = firestoreTriggerRegistrations(await answer.json(), projectId);
  for (const { method, path, body } of registrations) {
    const response = await fetch(`http://${firestoreHost}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) {
      throw new Error(`registering ${path}: ${response.status} ${await response.text()}`);
    }
  }
  return registrations.length;
}

// Run as a script (scripts/emulators-exec.mjs puts it before the command it runs): registers
// against the emulators that command will see.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { functions } = JSON.parse(process.env.EDGE_EMULATOR_PORTS ?? '{}');
    const count = await registerFirestoreTriggers({
      functionsPort: functions,
      firestoreHost: process.env.FIRESTORE_EMULATOR_HOST,
      projectId: process.env.GCLOUD_PROJECT,
    });
    if (count > 0)
      console.log(`emulators: ${count} Firestore trigger(s) registered with Firestore.`);
  } catch (error) {
    console.error(`emulators: could not register the Firestore triggers: ${error.message}`);
    process.exitCode = 1;
  }
}

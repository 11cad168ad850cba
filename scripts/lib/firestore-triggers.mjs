// Firestore triggers for the Cloud SDK's Firestore emulator. firebase-tools' Functions emulator
// registers a function's Firestore triggers only with a Firestore emulator it started itself
// (EmulatorRegistry); ours is started apart (Java 17), so its triggers were "ignored". This
// registers them the same way firebase-tools does (functionsEmulator.addFirestoreTrigger: the
// emulator's eventarcTrigger endpoint, keyed `{function id}-{generation}`), so the Firestore
// emulator, started with --functions_emulator, delivers each event to the Functions emulator.
//
//   node scripts/lib/firestore-triggers.mjs     (reads EDGE_EMULATOR_PORTS and GCLOUD_PROJECT)

/** Registers every Firestore trigger the Functions emulator loaded; resolves with their names. */
export async function registerFirestoreTriggers({ functionsPort, firestorePort, projectId }) {
  const response = await fetch(`http://127.0.0.1:${functionsPort}/backends`);
  if (!response.ok) throw new Error(`the Functions emulator's /backends: ${response.status}`);
  const { backends } = await response.json();
  const registered = [];
  for (const trigger of backends.flatMap((backend) => backend.functionTriggers ?? [])) {
    const event = trigger.eventTrigger;
    if (!event?.eventType?.startsWith('google.cloud.firestore.')) continue;
    const exact = event.eventFilters?.document;
    const bundle = {
      eventType: event.eventType,
      database: event.eventFilters?.database ?? '(default)',
      namespace: event.eventFilters?.namespace ?? '(default)',
      document: exact
        ? { value: exact, matchType: 'EXACT' }
        : { value: event.eventFilterPathPatterns?.document, matchType: 'PATH_PATTERN' },
    };
    // Generation 0: the Functions emulator's first load (it counts reloads from there).
    const key = `${trigger.id}-0`;
    const registration = await fetch(
      `http://127.0.0.1:${firestorePort}/emulator/v1/projects/${projectId}/eventarcTrigger?eventarcTriggerId=${encodeURIComponent(key)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(bundle),
      },
    );
    if (!registration.ok) {
      throw new Error(
        `registering ${trigger.name}: ${registration.status} ${await registration.text()}`,
      );
    }
    registered.push(trigger.name);
  }
  return registered;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ports = JSON.parse(process.env.EDGE_EMULATOR_PORTS ?? '{}');
  const names = await registerFirestoreTriggers({
    functionsPort: ports.functions,
    firestorePort: ports.firestore,
    projectId: process.env.GCLOUD_PROJECT ?? 'demo-edge-navigator',
  });
  console.log(`Firestore triggers registered: ${names.join(', ') || 'none'}.`);
}

import { describe, expect, it } from 'vitest';
import { firestoreTriggerRegistrations } from './firestore-triggers.mjs';

// The Functions emulator's /backends answer, as firebase-tools 15 gives it for a v2 Firestore
// trigger, a v1 one and a callable (trimmed to what the registration reads).
const BACKENDS = {
  backends: [
    {
      functionTriggers: [
        {
          id: 'us-central1-rollupViews',
          platform: 'gcfv2',
          eventTrigger: {
            eventType: 'google.cloud.firestore.document.v1.created',
            eventFilters: { database: '(default)', namespace: '(default)' },
            eventFilterPathPatterns: { document: 'page_views/{id}' },
          },
        },
        {
          id: 'us-central1-legacyWrite',
          platform: 'gcfv1',
          eventTrigger: {
            eventType: 'providers/cloud.firestore/eventTypes/document.write',
            resource: 'projects/demo-edge-navigator/databases/(default)/documents/essays/{id}',
          },
        },
        { id: 'us-central1-subscribe', platform: 'gcfv2', httpsTrigger: {} },
      ],
    },
  ],
};

describe('Firestore trigger registrations for the Cloud SDK emulator', () => {
  it('posts a v2 trigger as an eventarc trigger and puts a v1 one, skipping callables', () => {
    expect(firestoreTriggerRegistrations(BACKENDS, 'demo-edge-navigator')).toEqual([
      {
        method: 'POST',
        path: '/emulator/v1/projects/demo-edge-navigator/eventarcTrigger?eventarcTriggerId=us-central1-rollupViews-0',
        body: {
          eventType: 'google.cloud.firestore.document.v1.created',
          database: '(default)',
          namespace: '(default)',
          document: { value: 'page_views/{id}', matchType: 'PATH_PATTERN' },
        },
      },
      {
        method: 'PUT',
        path: '/emulator/v1/projects/demo-edge-navigator/triggers/us-central1-legacyWrite-0',
        body: {
          eventTrigger: {
            eventType: 'providers/cloud.firestore/eventTypes/document.write',
            resource: 'projects/demo-edge-navigator/databases/(default)/documents/essays/{id}',
            service: 'firestore.googleapis.com',
          },
        },
      },
    ]);
  });

  it('registers an exact document path as EXACT', () => {
    const exact = {
      backends: [
        {
          functionTriggers: [
            {
              id: 'us-central1-settings',
              eventTrigger: {
                eventType: 'google.cloud.firestore.document.v1.updated',
                eventFilters: {
                  database: '(default)',
                  namespace: '(default)',
                  document: 'settings/site',
                },
              },
            },
          ],
        },
      ],
    };
    const [registration] = firestoreTriggerRegistrations(exact, 'p');
    expect(registration?.body.document).toEqual({ value: 'settings/site', matchType: 'EXACT' });
  });
});

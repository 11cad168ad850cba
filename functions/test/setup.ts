import { beforeEach } from 'vitest';
import { PROJECT_ID, resetEmulators } from './emulators.ts';
import { recordQuerySites } from './record-query-sites.ts';

process.env.GCLOUD_PROJECT = PROJECT_ID;
// No GCE metadata server here; skip google-auth's probe for one and its warning.
process.env.METADATA_SERVER_DETECTION = 'none';

recordQuerySites();
beforeEach(resetEmulators);

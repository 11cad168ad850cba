import { useState } from 'react';
import { subscribersCsv, subscribersCsvName } from '../../../domain/subscribers-csv.ts';
import type { SubscriberStatus } from '../../../domain/types.ts';
import { notify } from '../../../ui/notify.ts';
import { useAdminBackend } from '../kit/index.ts';
import { TEXTS } from './texts.ts';

/** Hands the browser a file to save. */
function download(name: string, text: string): void {
  // A byte order mark, so spreadsheet apps read accented names as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over by the next task; a revoked URL frees the memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The export buttons' action: the CSV of a status (or all), with the spec's toasts. */
export function useExportSubscribers() {
  const admin = useAdminBackend();
  const [exporting, setExporting] = useState<SubscriberStatus | 'all' | null>(null);
  const run = async (status: SubscriberStatus | 'all') => {
    setExporting(status);
    try {
      const rows = await admin.subscribers.exportRows(status);
      download(subscribersCsvName(status, new Date()), subscribersCsv(rows));
      notify({
        type: 'success',
        title: TEXTS.exportComplete,
        description: TEXTS.exported(rows.length),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      notify({ type: 'error', title: TEXTS.exportFailed, description: message });
    } finally {
      setExporting(null);
    }
  };
  return { exporting, run };
}

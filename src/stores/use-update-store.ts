import { create } from 'zustand';

/** What a screen that could not open says while a new version is on offer. */
export const NEW_VERSION_RELOAD =
  'A new version of EDGE Navigator is available. Reload to continue.';

interface UpdateState {
  /** What the prompt's Reload button does; null while no new version is on offer. */
  reload: (() => void) | null;
  /** Shows the prompt; `reload` runs when the visitor clicks Reload. */
  offer: (reload: () => void) => void;
  /** Hides the prompt for this page (Later); a later offer shows it again. */
  dismiss: () => void;
}

/** Whether a new version of the app is on offer, and how to switch to it. */
export const useUpdateStore = create<UpdateState>()((set) => ({
  reload: null,
  offer: (reload) => set({ reload }),
  dismiss: () => set({ reload: null }),
}));

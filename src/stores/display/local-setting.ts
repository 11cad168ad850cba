/** Reads a setting kept on this device; null when absent or when storage is blocked. */
export function readSetting(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps (or, for null, forgets) a setting on this device; blocked storage keeps it for the visit. */
export function writeSetting(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`Could not remember ${key} on this device`, error);
  }
}

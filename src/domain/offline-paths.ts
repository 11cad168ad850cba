/** The "Available offline" page: the pieces saved on this device. */
export const OFFLINE_PATH = '/offline';

/** The kernel's range of ephemeral ports (Linux's default where it cannot be read). */
export function ephemeralPorts(): { low: number; high: number };

/** A free TCP port on 127.0.0.1, below the ephemeral range, never one handed out before. */
export function freePort(): Promise<number>;

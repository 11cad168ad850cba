// Free TCP ports for the emulators, chosen to stay free until they are bound.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** The lowest port this module hands out: above the well-known and registered defaults. */
const LOWEST = 10_000;
const handedOut = new Set();

/**
 * The kernel's range of ephemeral ports (Linux's default where it cannot be read): the ones it
 * gives a listener on port 0 and the local end of every outgoing connection.
 */
export function ephemeralPorts() {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    if (Number.isInteger(low) && Number.isInteger(high)) return { low, high };
  } catch {
    // not Linux
  }
  return { low: 32_768, high: 60_999 };
}

/** Whether a listener can be opened on 127.0.0.1:`port` now. */
function canListen(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A free TCP port on 127.0.0.1, never one handed out before by this process. It is chosen below
 * the ephemeral range: a port chosen now is often bound only a minute later (after a build that
 * names it), and one from that range can be taken meanwhile by any outgoing connection (a run
 * failed so: "Could not start Authentication Emulator, port taken"). Where no such range is left,
 * the kernel chooses (port 0).
 */
export async function freePort() {
  const { low } = ephemeralPorts();
  for (let tries = 0; low - LOWEST > 1000 && tries < 100; tries++) {
    const port = LOWEST + Math.floor(Math.random() * (low - LOWEST));
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
  const probe = createServer();
  await new Promise((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address();
  await new Promise((done) => probe.close(done));
  handedOut.add(port);
  return port;
}

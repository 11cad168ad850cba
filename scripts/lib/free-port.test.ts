import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ephemeralPorts, freePort } from './free-port.mjs';

const listen = (port: number) =>
  new Promise<void>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });

describe('freePort', () => {
  it('hands out distinct ports below the ephemeral range, each free to listen on', async () => {
    const { low } = ephemeralPorts();
    const ports: number[] = [];
    for (let i = 0; i < 20; i++) ports.push(await freePort());
    expect(new Set(ports).size).toBe(20);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(port).toBeLessThan(low);
      await listen(port);
    }
  });
});

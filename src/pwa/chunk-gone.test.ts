import { describe, expect, it, vi } from 'vitest';
import { failedFile, isChunkFailure } from '../domain/chunk-failure.ts';
import { isGoneSinceDeploy } from './chunk-gone.ts';

const FILE = 'https://edge.example/assets/essays-AbC123.js';
const failure = new TypeError(`Failed to fetch dynamically imported module: ${FILE}`);

describe('code that could not be fetched', () => {
  it('is told from other failures, with the file it names', () => {
    expect(isChunkFailure(failure)).toBe(true);
    expect(isChunkFailure(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkFailure(new Error('x is not a function'))).toBe(false);
    expect(failedFile(failure)).toBe(FILE);
  });

  it('is gone since a deploy when the server has it no more, out of reach when it cannot answer', async () => {
    const answer = (status: number, type = 'text/javascript') =>
      vi.fn(async () => new Response(null, { status, headers: { 'content-type': type } }));
    expect(await isGoneSinceDeploy(failure, answer(404))).toBe(true);
    expect(await isGoneSinceDeploy(failure, answer(200, 'text/html; charset=utf-8'))).toBe(true);
    expect(await isGoneSinceDeploy(failure, answer(200))).toBe(false);
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await isGoneSinceDeploy(failure, offline)).toBe(false);
    expect(await isGoneSinceDeploy(new Error('no file named'), answer(404))).toBe(false);
  });
});

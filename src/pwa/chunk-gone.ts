import { failedFile } from '../domain/chunk-failure.ts';

/**
 * Whether the file `error` failed to fetch is gone from the server (a deploy since this page
 * loaded: a new version), rather than out of reach (the connection gone, the server down).
 */
export async function isGoneSinceDeploy(
  error: unknown,
  fetchFile: typeof fetch = fetch,
): Promise<boolean> {
  const file = failedFile(error);
  if (!file) return false;
  try {
    const answer = await fetchFile(file, { method: 'HEAD', cache: 'no-store' });
    const type = answer.headers.get('content-type') ?? '';
    // Gone: not found, or answered with a page instead of the script (a rewrite to the app).
    return answer.status === 404 || answer.status === 410 || (answer.ok && type.includes('html'));
  } catch {
    return false;
  }
}

/** Hex SHA-256 of the password salted with the uid, so equal passwords do not hash alike. */
export async function hashPassword(uid: string, password: string): Promise<string> {
  // crypto.subtle needs a secure context: localhost or https, as the PWA does anyway.
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`${uid}:${password}`),
  );
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

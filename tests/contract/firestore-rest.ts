// Firestore's REST API as the emulator serves it, with the emulator's owner token: the rules do
// not apply, as for the Admin SDK. Values are encoded and decoded by hand (dates as Date).

type Value = Record<string, unknown>;

/** A JavaScript value as a Firestore REST value. */
export function encode(value: unknown): Value {
  if (value === null || value === undefined) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  if (typeof value === 'object') return { mapValue: { fields: encodeFields(value as Value) } };
  throw new Error(`cannot encode ${String(value)}`);
}

export function encodeFields(data: Value): Record<string, Value> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, encode(value)]));
}

/** A Firestore REST value as a JavaScript value. */
export function decode(value: Value): unknown {
  if ('nullValue' in value) return null;
  if ('timestampValue' in value) return new Date(String(value.timestampValue));
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('arrayValue' in value) {
    const values = (value.arrayValue as { values?: Value[] }).values ?? [];
    return values.map(decode);
  }
  if ('mapValue' in value) {
    return decodeFields((value.mapValue as { fields?: Record<string, Value> }).fields ?? {});
  }
  throw new Error(`cannot decode ${JSON.stringify(value)}`);
}

export function decodeFields(fields: Record<string, Value>): Value {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decode(value)]));
}

/** The emulator's documents of one project, read and written around the rules. */
export function firestoreRest(host: string, projectId: string) {
  const root = `projects/${projectId}/databases/(default)/documents`;
  const headers = { authorization: 'Bearer owner', 'content-type': 'application/json' };
  const ok = async (response: Response, what: string) => {
    if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
    return response;
  };
  return {
    /** Deletes every document. */
    async clear(): Promise<void> {
      await ok(
        await fetch(`http://${host}/emulator/v1/${root}`, { method: 'DELETE' }),
        'clearing Firestore',
      );
    },
    /** Writes documents (path → data) in one commit. */
    async write(docs: Record<string, Value>): Promise<void> {
      const writes = Object.entries(docs).map(([path, data]) => ({
        update: { name: `${root}/${path}`, fields: encodeFields(data) },
      }));
      await ok(
        await fetch(`http://${host}/v1/${root}:commit`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ writes }),
        }),
        'writing to Firestore',
      );
    },
    /** Sets the given top-level fields of an existing document, leaving the others. */
    async patch(path: string, data: Value): Promise<void> {
      const mask = Object.keys(data)
        .map((field) => `updateMask.fieldPaths=${encodeURIComponent(field)}`)
        .join('&');
      await ok(
        await fetch(`http://${host}/v1/${root}/${path}?${mask}&currentDocument.exists=true`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ fields: encodeFields(data) }),
        }),
        `patching ${path}`,
      );
    },
    /** Every document of a collection, with its id. */
    async list(collection: string): Promise<Value[]> {
      const response = await ok(
        await fetch(`http://${host}/v1/${root}/${collection}?pageSize=1000`, { headers }),
        `listing ${collection}`,
      );
      const body = (await response.json()) as {
        documents?: { name: string; fields?: Record<string, Value> }[];
      };
      return (body.documents ?? []).map((doc) => ({
        id: doc.name.slice(doc.name.lastIndexOf('/') + 1),
        ...decodeFields(doc.fields ?? {}),
      }));
    },
  };
}

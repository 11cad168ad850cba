/**
 * Values as JSON with their Dates kept: the server's query cache travels to the browser in the
 * page (a `<script type="application/json">`), and content carries `Date`s that plain JSON would
 * turn into strings. A Date becomes `{"$date": iso}`; nothing else in the content has that key.
 */

const DATE_KEY = '$date';

/** `value` with every Date replaced by its tagged ISO form (JSON-ready). */
export function toWire(value: unknown): unknown {
  if (value instanceof Date) return { [DATE_KEY]: value.toISOString() };
  if (Array.isArray(value)) return value.map(toWire);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) out[key] = toWire(item);
    }
    return out;
  }
  return value;
}

function isTaggedDate(value: object): value is { [DATE_KEY]: string } {
  const keys = Object.keys(value);
  return (
    keys.length === 1 && keys[0] === DATE_KEY && typeof Reflect.get(value, DATE_KEY) === 'string'
  );
}

/** The value `toWire` was given: tagged dates become Dates again. */
export function fromWire(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromWire);
  if (value && typeof value === 'object') {
    if (isTaggedDate(value)) return new Date(value[DATE_KEY]);
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = fromWire(item);
    return out;
  }
  return value;
}

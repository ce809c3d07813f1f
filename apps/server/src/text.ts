/**
 * Text PostgreSQL can store: no NUL character and no lone UTF-16 surrogate half. Both arrive from
 * pasted or fuzzed input and would otherwise make the database refuse the row (a 500); the API
 * answers them as an input error naming the field instead.
 */
export function isStorableText(text: string): boolean {
  if (text.includes('\u0000')) return false;
  // String#isWellFormed (Node 20+): false when a surrogate half stands alone.
  return (text as string & { isWellFormed(): boolean }).isWellFormed();
}

/** Dotted paths (`params.param_1`, `items.0.name`) of every string in `value` that cannot be stored. */
export function unstorableFields(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return isStorableText(value) ? [] : [path || '_'];
  // A raw body kept as bytes (LINE's webhook) holds no strings to check.
  if (value instanceof Uint8Array) return [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => unstorableFields(item, join(path, String(index))));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(isStorableText(key) ? [] : [path || '_']),
      ...unstorableFields(item, join(path, key)),
    ]);
  }
  return [];
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * A copy of parsed JSON that the database can store: NUL characters and lone surrogate halves in
 * strings (and keys) become U+FFFD. For data from outside that must be kept, not refused.
 */
export function storableJson(value: unknown): unknown {
  if (typeof value === 'string') return isStorableText(value) ? value : clean(value);
  if (Array.isArray(value)) return value.map(storableJson);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [clean(key), storableJson(item)]));
  }
  return value;
}

const clean = (text: string) =>
  (text as string & { toWellFormed(): string }).toWellFormed().replaceAll('\u0000', '\ufffd');

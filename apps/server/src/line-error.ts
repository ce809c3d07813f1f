/**
 * LINE's words for a refused call: its error body's message and, per failing property, the
 * details (`{ message, details: [{ property, message }] }`), joined for an operator to read; the
 * body as it came when it is not that JSON. Every feature that calls the Messaging API shows them.
 */
export function lineErrorReason(body: string): string {
  try {
    const parsed = JSON.parse(body) as {
      message?: string;
      details?: { message?: string; property?: string }[];
    };
    const details = (parsed.details ?? []).map((d) => [d.property, d.message].filter(Boolean).join(': '));
    return [parsed.message, ...details].filter(Boolean).join(' / ') || body;
  } catch {
    return body;
  }
}

/**
 * Length in characters (code points), as LINE counts them and operators read them (𠮷 is one).
 * A module of its own: the salon's schemas, on the booking page, need it without LINE's limits.
 */
export function lineLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

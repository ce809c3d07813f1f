/**
 * The provider's own label and the five partner labels. The account's OEM code selects the
 * visual theme; an unknown code falls back to the provider's own.
 */
export const OEM_CODES = ['console', 'sakura', 'aozora', 'wakaba', 'yuzu', 'sumi'] as const;
export type OemCode = (typeof OEM_CODES)[number];
export const DEFAULT_OEM_CODE: OemCode = 'console';

export function toOemCode(value: string | null | undefined): OemCode {
  return (OEM_CODES as readonly string[]).includes(value ?? '') ? (value as OemCode) : DEFAULT_OEM_CODE;
}

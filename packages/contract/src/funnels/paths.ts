/** The paths of the funnels' and entry sources' operations, as plain strings (zod-free). */
export const FUNNELS_PATHS = {
  entrySources: '/api/entry_sources',
  entrySource: '/api/entry_sources/{id}',
  /** The entry source's QR code (PNG or SVG) of its URL. */
  entrySourceQr: '/api/entry_sources/{id}/qr',
  funnels: '/api/funnels',
  funnel: '/api/funnels/{id}',
  /** Friends per step for a range of days and an entry source. */
  counts: '/api/funnels/{id}/counts',
  /** The friends at a step, made into a tag and a segment. */
  segment: '/api/funnels/{id}/steps/{n}/segment',
} as const;

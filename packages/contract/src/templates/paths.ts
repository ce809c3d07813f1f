/**
 * The paths of the reads a console route starts with its screen's chunk (issue 27), as plain
 * strings the operations in ./operations.ts are declared with (zod-free, as JOURNEYS_PATHS).
 */
export const TEMPLATES_PATHS = {
  templates: '/api/templates',
  template: '/api/templates/{id}',
  contentGroups: '/api/content_groups',
} as const;

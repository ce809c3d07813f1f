/** The paths of the pages' operations, as plain strings (zod-free). */
export const PAGES_PATHS = {
  landingPages: '/api/landing_pages',
  landingPage: '/api/landing_pages/{id}',
  landingPublish: '/api/landing_pages/{id}/publish',
  landingUnpublish: '/api/landing_pages/{id}/unpublish',
  landingCopy: '/api/landing_pages/{id}/copy',
  landingAnswers: '/api/landing_pages/{id}/answers',
  landingAnswersCsv: '/api/landing_pages/{id}/answers.csv',
  landingAnswerSummary: '/api/landing_pages/{id}/answers/summary',
  forms: '/api/forms',
  form: '/api/forms/{id}',
  formPublish: '/api/forms/{id}/publish',
  formUnpublish: '/api/forms/{id}/unpublish',
  formCopy: '/api/forms/{id}/copy',
  formAnswers: '/api/forms/{id}/answers',
  formAnswersCsv: '/api/forms/{id}/answers.csv',
  formAnswerSummary: '/api/forms/{id}/answers/summary',
  /** An uploaded file of an answer (operators only). */
  answerFile: '/api/page_answers/{id}/files/{field}',
  settings: '/api/page_settings',
  /** The editor's preview: a draft drawn as the public page would be, not saved. */
  preview: '/api/page_preview',
  /** What the published page's script calls (no operator session). */
  publicAnswers: '/api/public/pages/{code}/answers',
  publicUploads: '/api/public/pages/{code}/uploads',
  publicVisits: '/api/public/pages/{code}/visits',
  // Sites (the egg settings) and their pages (the pure editor).
  sites: '/api/sites',
  site: '/api/sites/{id}',
  sitePages: '/api/sites/{id}/pages',
  sitePage: '/api/site_pages/{id}',
  sitePagePublish: '/api/site_pages/{id}/publish',
  sitePageUnpublish: '/api/site_pages/{id}/unpublish',
  sitePageCopy: '/api/site_pages/{id}/copy',
  // Boards and their posts.
  boards: '/api/boards',
  board: '/api/boards/{id}',
  boardPosts: '/api/boards/{id}/posts',
  boardPost: '/api/board_posts/{id}',
  boardPostReads: '/api/board_posts/{id}/reads',
  /** The gate of a friends-only site or board: LIFF's ID token in, a cookie out. */
  publicFriendAccess: '/api/public/friend_access',
} as const;

/*
 * What the editor loads when the publish dialog or a countdown opens: their date and time fields
 * bring the calendar (30 kB gzip, 13th file) the editor's first load does without. One lazy module
 * for both, so the build makes one small file of them.
 */
export { PublishModal } from './PublishModal';
export { default as TokyoDateTime } from './TokyoDateTime';

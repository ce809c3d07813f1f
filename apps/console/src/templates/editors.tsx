/*
 * The two template editors as one screen file: the message editor and the Flex editor share their
 * save, the LINE check and the template's fields. As two files, what they share went to the
 * templates feature's file, and the template list loaded it too (+4.9 kB gzip, measured
 * 2026-11-27); as one, the editors carry it, each with the other's screen (the Flex editor's
 * ~14 kB for the message editor).
 */
export { FlexEditorNewPage, FlexEditorPage } from './flex/FlexEditorPage';
export { TemplateEditPage, TemplateNewPage } from './TemplateEditPage';

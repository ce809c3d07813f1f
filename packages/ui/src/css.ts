/**
 * The theme variables for an app's own vanilla-extract styles (`import { vars } from '@console/ui/css'`).
 * A separate entry so a `.css.ts` file never pulls the React components into style evaluation.
 */
export { blockHatch } from './themes/hatch';
export { PHONE_MEDIA, PHONE_MEDIA_QUERY } from './themes/media';
export { vars } from './themes/vars.css';

import { PHONE_MEDIA_QUERY } from '@console/ui';
import { useMediaQuery } from '../shared/useMediaQuery';

/**
 * True on a phone-sized window, updated when the window crosses 768 px (a tablet turned). One
 * tree is rendered, not both hidden by CSS: the timeline's grid is the heaviest part of the page.
 */
export const usePhone = (): boolean => useMediaQuery(PHONE_MEDIA_QUERY);

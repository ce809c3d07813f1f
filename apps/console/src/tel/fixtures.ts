import type { Me } from '@console/contract';
import { ownerMe } from '../test/fixtures';

/**
 * An operator holding NOTIFICATION_WRITE, for the write-only screens (個別登録, upload, template
 * register), which the route guard keeps from anyone without it. The shared owner fixture lists
 * only some keys.
 */
export const telWriterMe: Me = { ...ownerMe, permissions: [...ownerMe.permissions, 'NOTIFICATION_WRITE'] };

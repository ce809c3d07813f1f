import {
  RICHMENUS_OPS,
  type RichMenu,
  type RichMenuInput,
  type RichMenuListItem,
  type RichMenuPublishLog,
} from '@console/contract/richmenus';
import useSWR from 'swr';
import { type ApiError, apiCall, apiCallRead } from '../shared/fetcher';
import { publishLogRead, richMenuListRead, richMenuRead } from './reads';

export const useRichMenus = () =>
  useSWR<RichMenuListItem[], ApiError>(richMenuListRead.key, () =>
    apiCallRead(RICHMENUS_OPS.richMenus, richMenuListRead),
  );

export const useRichMenu = (id: number | null) =>
  useSWR<RichMenu, ApiError>(id === null ? null : richMenuRead(id).key, () =>
    apiCallRead(RICHMENUS_OPS.richMenu, richMenuRead(id as number)),
  );

export const usePublishLog = () =>
  useSWR<RichMenuPublishLog[], ApiError>(publishLogRead.key, () =>
    apiCallRead(RICHMENUS_OPS.richMenuPublishLog, publishLogRead),
  );

export { useMediaDetail, useMediaImages } from '../shared/mediaLibrary';

/** The writes of the rich-menu screens. */
export const richMenusApi = {
  create: (body: RichMenuInput) => apiCall(RICHMENUS_OPS.createRichMenu, { body }),
  update: (id: number, body: RichMenuInput) =>
    apiCall(RICHMENUS_OPS.updateRichMenu, { params: { id }, body }),
  remove: (id: number) => apiCall(RICHMENUS_OPS.deleteRichMenu, { params: { id } }),
  copy: (id: number) => apiCall(RICHMENUS_OPS.duplicateRichMenu, { params: { id } }),
  publish: (id: number) => apiCall(RICHMENUS_OPS.publishRichMenu, { params: { id } }),
  unpublish: (id: number) => apiCall(RICHMENUS_OPS.unpublishRichMenu, { params: { id } }),
  setDefault: (id: number) => apiCall(RICHMENUS_OPS.setDefaultRichMenu, { params: { id } }),
};

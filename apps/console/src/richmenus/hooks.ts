import {
  RICHMENUS_OPS,
  type RichMenu,
  type RichMenuInput,
  type RichMenuListItem,
  type RichMenuPublishLog,
} from '@console/contract/richmenus';
import useSWR from 'swr';
import { type ApiError, apiCall, apiCallRead, apiRequest } from '../shared/fetcher';
import { type MediaChoice, mediaChoicesOf } from './media';
import { MEDIA_LIST_PATH, mediaListRead, publishLogRead, richMenuListRead, richMenuRead } from './reads';

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

/** The library's images (thumbnails of the list, the editor's picker). */
export const useMediaImages = () =>
  useSWR<MediaChoice[], ApiError>(mediaListRead.key, async () =>
    mediaChoicesOf(await apiRequest(mediaListRead.url)),
  );

/** One image's details (its sizes' URLs). */
export const useMediaDetail = (id: number | null) =>
  useSWR<unknown, ApiError>(id === null ? null : ['richmenus.mediaDetail', id], () =>
    apiRequest(`${MEDIA_LIST_PATH}/${id}`),
  );

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
  /** An upload to the media library (multipart `file`), answered with the new image. */
  upload: async (file: File): Promise<MediaChoice[]> => {
    const form = new FormData();
    form.append('file', file);
    return mediaChoicesOf([await apiRequest(MEDIA_LIST_PATH, { method: 'POST', body: form })]);
  },
};

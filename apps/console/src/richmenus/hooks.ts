import { MEDIA_OPS, MEDIA_UPLOAD_FIELD, type Media, type MediaListItem } from '@console/contract/media';
import {
  RICHMENUS_OPS,
  type RichMenu,
  type RichMenuInput,
  type RichMenuListItem,
  type RichMenuPublishLog,
} from '@console/contract/richmenus';
import useSWR from 'swr';
import { type ApiError, apiCall, apiCallRead } from '../shared/fetcher';
import { mediaListRead, publishLogRead, richMenuListRead, richMenuRead } from './reads';

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
  useSWR<MediaListItem[], ApiError>(mediaListRead.key, () => apiCallRead(MEDIA_OPS.mediaList, mediaListRead));

/** One image's details (its sizes' URLs). */
export const useMediaDetail = (id: number | null) =>
  useSWR<Media, ApiError>(id === null ? null : ['richmenus.mediaDetail', id], () =>
    apiCall(MEDIA_OPS.media, { params: { id: id as number } }),
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
  /** An upload to the media library, answered with the new image in every size. */
  upload: (file: File): Promise<Media> => {
    const form = new FormData();
    form.append(MEDIA_UPLOAD_FIELD, file);
    return apiCall(MEDIA_OPS.uploadMedia, {}, { formData: form });
  },
};

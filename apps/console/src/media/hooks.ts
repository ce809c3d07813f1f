import type { Paged } from '@console/contract';
import { MEDIA_OPS, MEDIA_UPLOAD_FIELD, type Media, type MediaListItem } from '@console/contract/media';
import useSWR from 'swr';
import { type ApiError, apiCall, apiCallReadPage, type UploadProgress } from '../shared/fetcher';
import { mediaListRead } from './reads';

export function useMediaList(q: string | undefined, page: number) {
  const read = mediaListRead(q, page);
  return useSWR<Paged<MediaListItem>, ApiError>(read.key, () => apiCallReadPage(MEDIA_OPS.mediaList, read), {
    keepPreviousData: true,
  });
}

export const useMedia = (id: number | null) =>
  useSWR<Media, ApiError>(id === null ? null : ['media.item', id], () =>
    apiCall(MEDIA_OPS.media, { params: { id: id as number } }),
  );

/** The library's writes. */
export const mediaApi = {
  upload: (file: File, onProgress: (progress: UploadProgress) => void) => {
    const form = new FormData();
    form.append(MEDIA_UPLOAD_FIELD, file, file.name);
    return apiCall(MEDIA_OPS.uploadMedia, {}, { formData: form, onUploadProgress: onProgress });
  },
  rename: (id: number, name: string) => apiCall(MEDIA_OPS.renameMedia, { params: { id }, body: { name } }),
  // A 409 here is the server's refusal (a rich menu uses the image), shown to the operator.
  remove: (id: number) => apiCall(MEDIA_OPS.deleteMedia, { params: { id } }, { onConflict: 'throw' }),
};

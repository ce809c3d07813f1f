import { MEDIA_OPS, MEDIA_UPLOAD_FIELD, type Media, type MediaListItem } from '@console/contract/media';
import useSWR from 'swr';
import { type ApiError, apiCall, apiCallRead } from './fetcher';
import { mediaImagesRead } from './mediaReads';

/*
 * The media library as the screens that use its images see it (issue 30): the images to choose
 * from, one image's sizes, an upload straight into the library, and the absolute address LINE
 * fetches an image from. The library's own screen (media/) manages the images.
 */

/** The library's images (a picker's grid, thumbnails). */
export const useMediaImages = () =>
  useSWR<MediaListItem[], ApiError>(mediaImagesRead.key, () =>
    apiCallRead(MEDIA_OPS.mediaList, mediaImagesRead),
  );

/** One image's details (its sizes' URLs). */
export const useMediaDetail = (id: number | null) =>
  useSWR<Media, ApiError>(id === null ? null : ['shared.mediaDetail', id], () =>
    apiCall(MEDIA_OPS.media, { params: { id: id as number } }),
  );

export const mediaDetail = (id: number): Promise<Media> => apiCall(MEDIA_OPS.media, { params: { id } });

/** An upload to the media library, answered with the new image in every size. */
export function uploadToLibrary(file: File): Promise<Media> {
  const form = new FormData();
  form.append(MEDIA_UPLOAD_FIELD, file);
  return apiCall(MEDIA_OPS.uploadMedia, {}, { formData: form });
}

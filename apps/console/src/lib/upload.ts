import { apiErrorSchema, REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '@console/contract';
import { ApiError, type LocationActions, loginUrl, type Parser } from './fetcher';
import { fallbackMessage, LIB_MESSAGES } from './messages';

/** Bytes sent so far of a multipart upload. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions<T> {
  schema?: Parser<T>;
  onProgress?: (progress: UploadProgress) => void;
}

/** The XMLHttpRequest of the page; injected so tests need no network. */
export interface UploadDeps {
  createXhr(): XMLHttpRequest;
  location: LocationActions;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The fetcher's twin for multipart uploads: fetch cannot report upload progress, so this one uses
 * XMLHttpRequest with the same headers, the same 401/409 handling and the same ApiError values.
 */
export function createUploadForm(deps: UploadDeps) {
  return function uploadForm<T = unknown>(
    path: string,
    body: FormData,
    { schema, onProgress }: UploadOptions<T> = {},
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const xhr = deps.createXhr();
      xhr.open('POST', path);
      xhr.withCredentials = true;
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.setRequestHeader(REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE);
      if (onProgress) {
        xhr.upload.addEventListener('progress', (event) => {
          if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
        });
      }
      xhr.addEventListener('error', () => reject(new ApiError(0, LIB_MESSAGES.network)));
      xhr.addEventListener('abort', () => reject(new ApiError(0, LIB_MESSAGES.network)));
      xhr.addEventListener('load', () => {
        const payload = parseJson(xhr.responseText);
        if (xhr.status < 200 || xhr.status >= 300) {
          const parsed = apiErrorSchema.safeParse(payload);
          const error = parsed.success
            ? new ApiError(xhr.status, parsed.data.message, parsed.data.errors)
            : new ApiError(xhr.status, fallbackMessage(xhr.status));
          if (xhr.status === 401) deps.location.assign(loginUrl(deps.location.currentPath()));
          else if (xhr.status === 409) deps.location.reload();
          reject(error);
          return;
        }
        if (!schema) {
          resolve(payload as T);
          return;
        }
        try {
          resolve(schema.parse(payload));
        } catch {
          reject(new ApiError(xhr.status, LIB_MESSAGES.unexpected));
        }
      });
      xhr.send(body);
    });
  };
}

/** The app's multipart uploader, bound to the browser. */
export const uploadForm = createUploadForm({
  createXhr: () => new XMLHttpRequest(),
  location: {
    currentPath: () => `${window.location.pathname}${window.location.search}`,
    assign: (url) => window.location.assign(url),
    reload: () => window.location.reload(),
  },
});

import type { Media, MediaListItem } from '@console/contract/media';
import { Button, FileInput, Modal, useToast } from '@console/ui';
import { useState } from 'react';
import { mediaDetail, uploadToLibrary, useMediaImages } from './mediaLibrary';
import * as styles from './mediaPicker.css';
import { MEDIA_PICKER_TEXT as T } from './mediaPickerMessages';
import { writeError } from './writes';

/**
 * The media library's images to choose one from, and an upload into the library (the new image
 * is chosen at once). The library checks the bytes and makes LINE's sizes; the screen that asked
 * judges the chosen one against its own rules (a rich menu's sizes, a message's URLs).
 */
export function MediaPicker({
  open,
  current,
  onClose,
  onChoose,
}: {
  open: boolean;
  current: number | null;
  onClose: () => void;
  onChoose: (image: MediaListItem) => void;
}) {
  const images = useMediaImages();
  const toast = useToast();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | undefined>();
  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    setUploadError(undefined);
    try {
      const made = await uploadToLibrary(file);
      await images.mutate();
      toast.success(T.uploaded(made.name));
      onChoose(made);
    } catch (failure) {
      setUploadError(writeError(failure).message);
    } finally {
      setUploading(false);
    }
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={T.picker}
      width={720}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {T.close}
        </Button>
      }
    >
      <div className={styles.section}>
        <FileInput
          label={T.upload}
          accept="image/jpeg,image/png"
          helpText={uploading ? T.uploading : undefined}
          errorText={uploadError}
          onChange={(file) => void upload(file)}
        />
        {images.error && (
          <p role="alert" className={styles.notice}>
            {T.pickerLoadError}
          </p>
        )}
        {images.data && images.data.length === 0 && <p className={styles.subtle}>{T.pickerEmpty}</p>}
        {images.isLoading && <p className={styles.subtle}>{T.loading}</p>}
        <ul className={styles.pickerGrid} aria-label={T.picker}>
          {(images.data ?? []).map((image) => (
            <li key={image.id}>
              <button
                type="button"
                className={styles.pickerItem}
                aria-pressed={image.id === current}
                aria-label={T.pickerUse(image.name)}
                onClick={() => onChoose(image)}
              >
                <img className={styles.pickerImage} src={image.preview_url} alt="" />
                <span>{image.name}</span>
                <span className={styles.subtle}>{T.size(image.width, image.height)}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}

/**
 * The picker answering with the chosen image's details (every size's URL): the template editor's
 * image fields, which load this file only when the operator opens the library.
 */
export function MediaDetailPicker({
  onClose,
  onPick,
  onError,
}: {
  onClose: () => void;
  onPick: (image: Media) => void;
  onError: () => void;
}) {
  return (
    <MediaPicker
      open
      current={null}
      onClose={onClose}
      onChoose={(image) => {
        onClose();
        mediaDetail(image.id).then(onPick, onError);
      }}
    />
  );
}

import {
  BOARD_POST_BODY_MAX_LENGTH,
  BOARD_POST_MAX_IMAGES,
  BOARD_POST_TITLE_MAX_LENGTH,
  type BoardPost,
  type BoardPostStatus,
  boardPostInputSchema,
} from '@console/contract/pages';
import { Button, Checkbox, Modal, SegmentedControl, Textarea, TextField, useToast } from '@console/ui';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useMediaImages } from '../../shared/mediaLibrary';
import { checkInput, writeError } from '../../shared/writes';
import * as styles from './boards.css';
import { boardsApi } from './hooks';
import { BOARDS_TEXT as T } from './messages';
import { moveImage, type PostForm, postFieldErrors, postFormOf, postInputOf } from './view';

// Loaded when first needed: the image library's picker is a chunk of its own.
const MediaPicker = lazy(() =>
  import('../../shared/MediaPicker').then((module) => ({ default: module.MediaPicker })),
);

const FORM_ID = 'board-post-form';
const STATUS_OPTIONS: { value: BoardPostStatus; label: string }[] = [
  { value: 'draft', label: T.statusDraft },
  { value: 'published', label: T.statusPublish },
];

type Errors = ReturnType<typeof postFieldErrors>;

/**
 * The chosen images in order, each with its thumbnail: the library's preview where the library
 * has it, else the post's own URL (the post's image_urls follow its media_ids while none was
 * deleted from the library).
 */
function ImagesField({
  ids,
  saved,
  errors,
  onChange,
}: {
  ids: number[];
  saved: BoardPost | null;
  errors: Errors;
  onChange: (ids: number[]) => void;
}) {
  const [open, setOpen] = useState(false);
  const library = useMediaImages();
  const savedUrl = (id: number) =>
    saved && saved.image_urls.length === saved.media_ids.length
      ? saved.image_urls[saved.media_ids.indexOf(id)]
      : undefined;
  const urlOf = (id: number) => library.data?.find((image) => image.id === id)?.preview_url ?? savedUrl(id);
  const full = ids.length >= BOARD_POST_MAX_IMAGES;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{T.images}</legend>
      <p className={styles.subtle}>{T.imagesHelp(BOARD_POST_MAX_IMAGES)}</p>
      {ids.length > 0 && (
        <ol className={styles.imageList} aria-label={T.images}>
          {ids.map((id, index) => {
            const position = index + 1;
            const url = urlOf(id);
            const error = errors.image[index];
            return (
              <li key={id} className={styles.imageItem} data-invalid={error ? true : undefined}>
                {url ? (
                  <img className={styles.imageThumb} src={url} alt={T.imageAt(position)} />
                ) : (
                  <span className={styles.imageThumb} role="img" aria-label={T.imageUnknown(id)} />
                )}
                <span className={styles.imageButtons}>
                  <Button
                    size="small"
                    variant="secondary"
                    disabled={index === 0}
                    aria-label={T.moveEarlier(position)}
                    onClick={() => onChange(moveImage(ids, index, -1))}
                  >
                    ←
                  </Button>
                  <Button
                    size="small"
                    variant="secondary"
                    disabled={index === ids.length - 1}
                    aria-label={T.moveLater(position)}
                    onClick={() => onChange(moveImage(ids, index, 1))}
                  >
                    →
                  </Button>
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={T.removeImage(position)}
                    onClick={() => onChange(ids.filter((_, at) => at !== index))}
                  >
                    ×
                  </Button>
                </span>
                {error && (
                  <p className={styles.problem} role="alert">
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <span>
        <Button
          size="small"
          variant="secondary"
          disabled={full}
          aria-invalid={errors.images ? true : undefined}
          onClick={() => setOpen(true)}
        >
          {T.addImage}
        </Button>
      </span>
      {errors.images && (
        <p className={styles.problem} role="alert">
          {errors.images}
        </p>
      )}
      {open && (
        <Suspense fallback={<p className={styles.subtle}>{T.loading}</p>}>
          <MediaPicker
            open
            current={null}
            onClose={() => setOpen(false)}
            onChoose={(image) => {
              setOpen(false);
              // An image shows once in a post: choosing one already there leaves the list.
              if (!ids.includes(image.id)) onChange([...ids, image.id].slice(0, BOARD_POST_MAX_IMAGES));
            }}
          />
        </Suspense>
      )}
    </fieldset>
  );
}

function PostDialog({
  boardId,
  post,
  onClose,
}: {
  boardId: number;
  post: BoardPost | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const [form, setForm] = useState<PostForm>(() => postFormOf(post));
  const [errors, setErrors] = useState<Errors>({ image: {} });
  const [message, setMessage] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const change = (changes: Partial<PostForm>) => setForm((before) => ({ ...before, ...changes }));
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setMessage(undefined);
    try {
      const body = postInputOf(form);
      checkInput(boardPostInputSchema, body);
      if (post) {
        await boardsApi.updatePost(post.id, body);
        toast.success(T.saved);
      } else {
        await boardsApi.createPost(boardId, body);
        toast.success(T.postCreated);
      }
      onClose();
    } catch (failure) {
      const { message: said, fields } = writeError(failure);
      const mapped = postFieldErrors(fields);
      setErrors(mapped);
      // The fields say theirs; the form's message above them says what went wrong as a whole.
      setMessage(said);
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={post ? T.editPost : T.newPost}
      width={640}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" form={FORM_ID} variant="primary" busy={saving}>
            {T.save}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} className={styles.fields} noValidate onSubmit={(event) => void save(event)}>
        {message && (
          <p role="alert" className={styles.notice}>
            {message}
          </p>
        )}
        <TextField
          label={T.postTitle}
          required
          maxLength={BOARD_POST_TITLE_MAX_LENGTH}
          value={form.title}
          onChange={(event) => {
            change({ title: event.target.value });
            setErrors((before) => ({ ...before, title: undefined }));
          }}
          errorText={errors.title}
        />
        <Textarea
          label={T.body}
          required
          rows={8}
          maxLength={BOARD_POST_BODY_MAX_LENGTH}
          value={form.body}
          onChange={(event) => {
            change({ body: event.target.value });
            setErrors((before) => ({ ...before, body: undefined }));
          }}
          errorText={errors.body}
        />
        <ImagesField
          ids={form.media_ids}
          saved={post}
          errors={errors}
          onChange={(media_ids) => {
            change({ media_ids });
            // The indexes moved: the images' messages no longer point at the same images.
            setErrors((before) => ({ ...before, images: undefined, image: {} }));
          }}
        />
        <Checkbox
          label={T.pinThis}
          helpText={T.pinHelp}
          value={form.pinned}
          onChange={(pinned) => change({ pinned })}
          errorText={errors.pinned}
        />
        <SegmentedControl
          label={T.postStatus}
          options={STATUS_OPTIONS}
          value={form.status}
          onValueChange={(value) => change({ status: value as BoardPostStatus })}
          errorText={errors.status}
        />
      </form>
    </Modal>
  );
}

/** 投稿を作成 / 投稿の編集: mounted only while open, so each opening starts from what is saved. */
export function PostEditor({
  open,
  boardId,
  post,
  onClose,
}: {
  open: boolean;
  boardId: number;
  post: BoardPost | null;
  onClose: () => void;
}) {
  return open ? <PostDialog boardId={boardId} post={post} onClose={onClose} /> : null;
}

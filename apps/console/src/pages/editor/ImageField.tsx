import { Button } from '@console/ui';
import { lazy, Suspense, useState } from 'react';
import { useMediaImages } from '../../shared/mediaLibrary';
import * as styles from './editor.css';
import { EDITOR_TEXT as T } from './messages';

/*
 * A file of its own: the site settings' OGP image uses it too, and inside inspectors.tsx it took
 * every block inspector into the site settings' first load.
 */

// Loaded when first needed: the image library's picker (its own file).
const MediaPicker = lazy(() =>
  import('../../shared/MediaPicker').then((module) => ({ default: module.MediaPicker })),
);

/** An image of the library: its thumbnail and name, a button to the picker, and one to take it off. */
export function ImageField({
  label,
  value,
  onChange,
  errorText,
  removable,
}: {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  errorText?: string | undefined;
  removable: boolean;
}) {
  const [open, setOpen] = useState(false);
  const images = useMediaImages();
  const chosen = value === null ? undefined : images.data?.find((image) => image.id === value);
  return (
    <fieldset className={styles.fieldset} data-invalid={errorText ? true : undefined}>
      <legend className={styles.fieldLegend}>{label}</legend>
      {value === null ? (
        <p className={styles.subtle}>{T.ogpNone}</p>
      ) : (
        <>
          {chosen ? (
            <img className={styles.thumbnail} src={chosen.preview_url} alt="" />
          ) : (
            <span className={styles.thumbnail} aria-hidden="true" />
          )}
          <p className={styles.subtle}>{T.imageOf(chosen?.name ?? T.imageUnknown(value))}</p>
        </>
      )}
      <div className={styles.toolbar}>
        <Button
          variant="secondary"
          size="small"
          aria-invalid={errorText ? true : undefined}
          onClick={() => setOpen(true)}
        >
          {value === null ? T.chooseImage : T.changeImage}
        </Button>
        {removable && value !== null && (
          <Button variant="secondary" size="small" onClick={() => onChange(null)}>
            {T.removeImage}
          </Button>
        )}
      </div>
      {errorText && (
        <p className={styles.problem} role="alert">
          {errorText}
        </p>
      )}
      {open && (
        <Suspense fallback={<p className={styles.subtle}>{T.loading}</p>}>
          <MediaPicker
            open
            current={value}
            onClose={() => setOpen(false)}
            onChoose={(image) => {
              setOpen(false);
              onChange(image.id);
            }}
          />
        </Suspense>
      )}
    </fieldset>
  );
}

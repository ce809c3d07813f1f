import { OEM_CODES } from '@console/contract';
import {
  BOARD_DESCRIPTION_MAX_LENGTH,
  BOARD_TITLE_MAX_LENGTH,
  type Board,
  boardInputSchema,
} from '@console/contract/pages';
import { Button, Modal, Select, Textarea, TextField, useToast } from '@console/ui';
import { type FormEvent, useState } from 'react';
import { checkInput, writeError } from '../../shared/writes';
import { THEME_LABELS } from '../editor/messages';
import * as styles from './boards.css';
import { boardsApi } from './hooks';
import { BOARDS_TEXT as T } from './messages';
import { ACCOUNT_THEME, type BoardForm, boardFormOf, boardInputOf } from './view';

const FORM_ID = 'board-form';
const THEME_OPTIONS = [
  { value: ACCOUNT_THEME, name: T.accountTheme },
  ...OEM_CODES.map((code) => ({ value: code, name: THEME_LABELS[code] })),
];

type Errors = Partial<Record<keyof BoardForm, string>>;

/** The board's title, description and theme, as saved (or empty for a new one). */
function BoardDialog({ board, onClose }: { board: Board | null; onClose: () => void }) {
  const toast = useToast();
  const [form, setForm] = useState<BoardForm>(() => boardFormOf(board));
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const change = (changes: Partial<BoardForm>) => {
    setForm((before) => ({ ...before, ...changes }));
    // A field typed again loses its message; the others keep theirs.
    setErrors((before) => {
      const next = { ...before };
      for (const key of Object.keys(changes)) delete next[key as keyof BoardForm];
      return next;
    });
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setMessage(undefined);
    try {
      const body = boardInputOf(form);
      checkInput(boardInputSchema, body);
      if (board) {
        await boardsApi.update(board.id, body);
        toast.success(T.saved);
      } else {
        const made = await boardsApi.create(body);
        toast.success(T.created(made.title));
      }
      onClose();
    } catch (failure) {
      const { message: said, fields } = writeError(failure);
      setErrors({ title: fields.title, description: fields.description, theme: fields.theme });
      // The form's fields say theirs; a refusal that names none is said above them.
      if (!fields.title && !fields.description && !fields.theme) setMessage(said);
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={board ? T.editBoard : T.newBoard}
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
          label={T.boardTitle}
          required
          maxLength={BOARD_TITLE_MAX_LENGTH}
          value={form.title}
          onChange={(event) => change({ title: event.target.value })}
          errorText={errors.title}
        />
        <Textarea
          label={T.description}
          helpText={T.descriptionHelp}
          rows={3}
          maxLength={BOARD_DESCRIPTION_MAX_LENGTH}
          value={form.description}
          onChange={(event) => change({ description: event.target.value })}
          errorText={errors.description}
        />
        <Select
          label={T.theme}
          options={THEME_OPTIONS}
          value={form.theme}
          onValueChange={(value) => change({ theme: value as BoardForm['theme'] })}
          errorText={errors.theme}
        />
      </form>
    </Modal>
  );
}

/** ボードの作成 / ボードの編集: mounted only while open, so each opening starts from what is saved. */
export function BoardModal({
  open,
  board,
  onClose,
}: {
  open: boolean;
  board: Board | null;
  onClose: () => void;
}) {
  return open ? <BoardDialog board={board} onClose={onClose} /> : null;
}

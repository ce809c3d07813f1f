import { Button, TextField } from '@console/ui';
import type { FormEvent, ReactNode } from 'react';
import * as list from './list.css';

export interface NameFormProps {
  /** What the form does (「タグを追加」): its button, and the form's name for screen readers. */
  action: string;
  /** The name field's label. */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The field's message (the form's own check or the server's 422). */
  error?: string | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  maxLength?: number;
  disabled?: boolean;
  /** Fields between the name and the button (the group a new tag goes in). */
  children?: ReactNode;
}

/**
 * The one-line form that adds something by its name: a tag, a group, a trigger, an API key. The
 * list pages of friends and journeys had a copy each.
 */
export function NameForm({
  action,
  label,
  value,
  onValueChange,
  error,
  onSubmit,
  maxLength = 100,
  disabled = false,
  children,
}: NameFormProps) {
  return (
    <form className={list.toolbar} onSubmit={(event) => void onSubmit(event)} aria-label={action}>
      <TextField
        className={list.grow}
        label={label}
        required
        maxLength={maxLength}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        errorText={error}
      />
      {children}
      <Button type="submit" disabled={disabled}>
        {action}
      </Button>
    </form>
  );
}

import {
  BUTTON_ACTION_KINDS,
  BUTTON_ACTION_LABELS,
  BUTTON_LABEL_MAX_LENGTH,
  BUTTON_STYLES,
  type ButtonActionKind,
  FORM_THANKS_MAX_LENGTH,
  HEADING_MAX_LENGTH,
  IMAGE_ALT_MAX_LENGTH,
  TEXT_BLOCK_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '@console/contract/pages';
import { SegmentedControl, Select, Textarea, TextField } from '@console/ui';
import { lazy, Suspense } from 'react';
import { useTrackerChoices } from '../../shared/choiceLists';
import { InsertableTextarea } from '../../shared/InsertableTextarea';
import type { DraftButtonAction, DraftLeafBlock } from './document';
import * as styles from './editor.css';
import { ImageField } from './ImageField';
import { EDITOR_TEXT as T } from './messages';

/** A block's change: the new block and what was typed in (a step of its own when null). */
// Loaded when first needed: the countdown's calendar.
const TokyoDateTime = lazy(() =>
  import('./calendarParts').then((module) => ({ default: module.TokyoDateTime })),
);

export type OnBlock<B> = (next: B, group: string | null) => void;
export type Errors = Readonly<Record<string, string>>;

const actionOf = (kind: ButtonActionKind, before: DraftButtonAction): DraftButtonAction => {
  switch (kind) {
    case 'url':
      return { kind, url: before.kind === 'url' ? before.url : '' };
    case 'tracker':
      return { kind, tracker_id: null };
    case 'line_message':
      return { kind, text: '' };
    default:
      return { kind };
  }
};

/** The inspector of a block that may stand in a column: its own fields, each error under its field. */
export function LeafInspector({
  block,
  errors,
  onChange,
}: {
  block: DraftLeafBlock;
  errors: Errors;
  onChange: OnBlock<DraftLeafBlock>;
}) {
  const trackers = useTrackerChoices(block.type === 'button');
  const typed = (field: string) => `${block.id}.${field}`;
  switch (block.type) {
    case 'heading':
      return (
        <>
          <TextField
            label={T.headingText}
            required
            maxLength={HEADING_MAX_LENGTH}
            value={block.text}
            onChange={(event) => onChange({ ...block, text: event.target.value }, typed('text'))}
            errorText={errors.text}
          />
          <SegmentedControl
            label={T.headingLevel}
            options={([1, 2, 3] as const).map((level) => ({
              value: String(level),
              label: T.headingLevels[level],
            }))}
            value={String(block.level)}
            onValueChange={(value) => onChange({ ...block, level: Number(value) as 1 | 2 | 3 }, null)}
            errorText={errors.level}
          />
        </>
      );
    case 'text':
      return (
        // Friend information only: `{{var:N}}` is the one insertion a page fills (with the
        // friend's value, when LINE tells who the friend is).
        <InsertableTextarea
          label={T.text}
          insertLabel={T.insert}
          only="variable"
          rows={5}
          value={block.text}
          maxLength={TEXT_BLOCK_MAX_LENGTH}
          onChange={(text) => onChange({ ...block, text }, typed('text'))}
          errorText={errors.text}
          helpText={T.textHelp}
        />
      );
    case 'image':
      return (
        <>
          <ImageField
            label={T.image}
            value={block.media_id}
            removable={false}
            onChange={(media_id) => onChange({ ...block, media_id }, null)}
            errorText={errors.media_id}
          />
          <TextField
            label={T.alt}
            maxLength={IMAGE_ALT_MAX_LENGTH}
            value={block.alt}
            onChange={(event) => onChange({ ...block, alt: event.target.value }, typed('alt'))}
            errorText={errors.alt}
          />
          <TextField
            label={T.linkUrl}
            type="url"
            maxLength={URL_MAX_LENGTH}
            value={block.link_url ?? ''}
            onChange={(event) =>
              onChange(
                { ...block, link_url: event.target.value === '' ? null : event.target.value },
                typed('link'),
              )
            }
            errorText={errors.link_url}
          />
        </>
      );
    case 'button': {
      const action = block.action;
      return (
        <>
          <TextField
            label={T.buttonLabel}
            required
            maxLength={BUTTON_LABEL_MAX_LENGTH}
            value={block.label}
            onChange={(event) => onChange({ ...block, label: event.target.value }, typed('label'))}
            errorText={errors.label}
          />
          <Select
            label={T.buttonAction}
            required
            options={BUTTON_ACTION_KINDS.map((kind) => ({ value: kind, name: BUTTON_ACTION_LABELS[kind] }))}
            value={action.kind}
            onValueChange={(kind) =>
              onChange({ ...block, action: actionOf(kind as ButtonActionKind, action) }, null)
            }
            errorText={errors.action}
          />
          {action.kind === 'url' && (
            <TextField
              label={T.url}
              type="url"
              required
              maxLength={URL_MAX_LENGTH}
              value={action.url}
              onChange={(event) =>
                onChange({ ...block, action: { ...action, url: event.target.value } }, typed('url'))
              }
              errorText={errors['action.url']}
            />
          )}
          {action.kind === 'tracker' && (
            <Select
              label={T.tracker}
              required
              loading={trackers.isLoading}
              options={(trackers.data ?? []).map((tracker) => ({
                value: String(tracker.id),
                name: tracker.name,
              }))}
              value={action.tracker_id === null ? '' : String(action.tracker_id)}
              onValueChange={(id) =>
                onChange({ ...block, action: { ...action, tracker_id: Number(id) } }, null)
              }
              errorText={errors['action.tracker_id']}
            />
          )}
          {action.kind === 'line_message' && (
            <Textarea
              label={T.lineText}
              required
              rows={3}
              maxLength={FORM_THANKS_MAX_LENGTH}
              value={action.text}
              onChange={(event) =>
                onChange({ ...block, action: { ...action, text: event.target.value } }, typed('line'))
              }
              errorText={errors['action.text']}
            />
          )}
          <SegmentedControl
            label={T.buttonStyle}
            options={BUTTON_STYLES.map((style) => ({ value: style, label: T.buttonStyles[style] }))}
            value={block.style}
            onValueChange={(style) => onChange({ ...block, style: style as typeof block.style }, null)}
          />
        </>
      );
    }
    case 'countdown':
      return (
        <>
          <Suspense fallback={<p className={styles.subtle}>{T.loading}</p>}>
            <TokyoDateTime
              // A new day and time when the history puts another value back.
              key={block.until}
              value={block.until}
              dateLabel={T.countdownDate}
              timeLabel={T.countdownTime}
              onChange={(until) => onChange({ ...block, until }, null)}
              errorText={errors.until}
            />
          </Suspense>
          <TextField
            label={T.countdownLabel}
            maxLength={HEADING_MAX_LENGTH}
            value={block.label}
            onChange={(event) => onChange({ ...block, label: event.target.value }, typed('label'))}
            errorText={errors.label}
          />
        </>
      );
    case 'divider':
      return <p className={styles.subtle}>{T.dividerNote}</p>;
  }
}

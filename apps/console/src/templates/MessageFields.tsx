import { LINE_LIMITS, LINE_MESSAGE_TYPES, type LineMessageType } from '@console/contract/line';
import type { Media, MediaVariant } from '@console/contract/media';
import { Button, Select, Textarea, TextField } from '@console/ui';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { InsertableTextarea } from '../shared/InsertableTextarea';
import { useVariableNames } from '../shared/MessageText';
import { isPublicOrigin, publicUrl } from '../shared/mediaUrls';
import * as pageStyles from '../shared/pages.css';
import {
  getIn,
  insertionsOf,
  type Message,
  newAction,
  newMessage,
  type Path,
  removeAt,
  setIn,
  withActionType,
  withFallback,
  withTemplateType,
} from './edits';
import { MESSAGE_KIND_LABELS, TEMPLATES_TEXT as T } from './messages';
import * as styles from './templates.css';

/*
 * The fields of one LINE message in the template editor, by its kind. Every field reads and
 * writes the message by its path (edits.ts) and shows the problem keyed by that path
 * (`messages.0.template.actions.1.label`): the contract's LINE checker and the server's 422 use
 * the same keys, so one map of errors serves both.
 */

interface Bound {
  message: Message;
  /** The key of the message's problems, `messages.{index}`. */
  base: string;
  errors: Readonly<Record<string, string>>;
  onChange: (message: Message) => void;
  /** The Flex editor of this message's template (saved, and the operator may use it). */
  flexEditor?: string;
}

const keyOf = (base: string, path: Path) => [base, ...path].join('.');
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A one-line field of the message at `path`. */
function Line({
  bound,
  path,
  label,
  maxLength,
  helpText,
  inputMode,
}: {
  bound: Bound;
  path: Path;
  label: string;
  maxLength?: number;
  helpText?: string;
  inputMode?: 'url' | 'numeric';
}) {
  return (
    <TextField
      label={label}
      helpText={helpText}
      maxLength={maxLength}
      inputMode={inputMode}
      value={text(getIn(bound.message, path))}
      onChange={(event) => bound.onChange(setIn(bound.message, path, event.target.value))}
      errorText={bound.errors[keyOf(bound.base, path)]}
      data-field={keyOf(bound.base, path)}
    />
  );
}

/** A whole number at `path`; full-width digits typed with an IME count too. */
function WholeNumber({ bound, path, label }: { bound: Bound; path: Path; label: string }) {
  const value = getIn(bound.message, path);
  return (
    <TextField
      label={label}
      inputMode="numeric"
      maxLength={5}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => {
        const digits = event.target.value.normalize('NFKC').replace(/\D/g, '');
        bound.onChange(setIn(bound.message, path, digits === '' ? undefined : Number(digits)));
      }}
      errorText={bound.errors[keyOf(bound.base, path)]}
    />
  );
}

/** A text with insertions (chips in the preview, values at send time) and their fallbacks. */
function TextBody({
  bound,
  path,
  label,
  maxLength,
}: {
  bound: Bound;
  path: Path;
  label: string;
  maxLength: number;
}) {
  const { names } = useVariableNames();
  const value = text(getIn(bound.message, path));
  const set = (next: string) => bound.onChange(setIn(bound.message, path, next));
  const insertions = insertionsOf(value);
  return (
    <>
      <InsertableTextarea
        label={label}
        insertLabel={T.insert}
        rows={5}
        maxLength={maxLength}
        value={value}
        onChange={set}
        errorText={bound.errors[keyOf(bound.base, path)]}
      />
      {insertions.length > 0 && (
        <fieldset className={styles.nested}>
          <legend>{T.fallbacks}</legend>
          <p className={styles.subtle}>{T.fallbackHint}</p>
          <div className={styles.fields}>
            {insertions.map((insertion) => (
              <TextField
                key={insertion.token}
                label={T.fallbackOf(names.get(insertion.token) ?? insertion.token)}
                maxLength={100}
                value={insertion.fallback}
                onChange={(event) => set(withFallback(value, insertion.token, event.target.value))}
              />
            ))}
          </div>
        </fieldset>
      )}
    </>
  );
}

const ACTION_TYPES = ['uri', 'message', 'postback'] as const;

/** One action (a button of a template): its kind, label and what it does. */
function ActionFields({
  bound,
  path,
  n,
  onRemove,
}: {
  bound: Bound;
  path: Path;
  n: number;
  onRemove?: () => void;
}) {
  const action = (getIn(bound.message, path) ?? {}) as Message;
  const type = text(action.type) || 'uri';
  return (
    <fieldset className={styles.nested}>
      <legend>{T.actionN(n)}</legend>
      <div className={styles.fields}>
        <Select
          label={T.actionType}
          options={ACTION_TYPES.map((value) => ({ name: T.actionTypes[value] ?? value, value }))}
          value={type}
          onValueChange={(value) => bound.onChange(setIn(bound.message, path, withActionType(action, value)))}
        />
        <Line
          bound={bound}
          path={[...path, 'label']}
          label={T.label}
          maxLength={LINE_LIMITS.ACTION_LABEL_MAX_LENGTH}
        />
        {type === 'uri' && (
          <Line
            bound={bound}
            path={[...path, 'uri']}
            label={T.uri}
            inputMode="url"
            maxLength={LINE_LIMITS.URI_MAX_LENGTH}
          />
        )}
        {type === 'message' && (
          <Line
            bound={bound}
            path={[...path, 'text']}
            label={T.messageText}
            maxLength={LINE_LIMITS.MESSAGE_ACTION_TEXT_MAX_LENGTH}
          />
        )}
        {type === 'postback' && (
          <Line
            bound={bound}
            path={[...path, 'data']}
            label={T.postbackData}
            maxLength={LINE_LIMITS.POSTBACK_DATA_MAX_LENGTH}
          />
        )}
      </div>
      {onRemove && (
        <div className={styles.actionsBar}>
          <Button size="small" variant="secondary" onClick={onRemove}>
            {T.removeAction(n)}
          </Button>
        </div>
      )}
    </fieldset>
  );
}

/** A list of actions at `path` with add and remove within [min, max]. */
function ActionList({ bound, path, min, max }: { bound: Bound; path: Path; min: number; max: number }) {
  const actions = (getIn(bound.message, path) ?? []) as Message[];
  const error = bound.errors[keyOf(bound.base, path)];
  return (
    <div className={styles.fields} style={{ gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {error && (
        <p role="alert" className={styles.problemCount}>
          {error}
        </p>
      )}
      {actions.map((_, index) => (
        <ActionFields
          // biome-ignore lint/suspicious/noArrayIndexKey: actions have no id; their place is their identity
          key={index}
          bound={bound}
          path={[...path, index]}
          n={index + 1}
          onRemove={
            actions.length > min
              ? () => bound.onChange(setIn(bound.message, path, removeAt(actions, index)))
              : undefined
          }
        />
      ))}
      {actions.length < max && (
        <div>
          <Button
            size="small"
            variant="secondary"
            onClick={() => bound.onChange(setIn(bound.message, path, [...actions, newAction()]))}
          >
            {T.addAction}
          </Button>
        </div>
      )}
    </div>
  );
}

function TemplateBody({ bound }: { bound: Bound }) {
  const template = (bound.message.template ?? {}) as Message;
  const type = text(template.type) || 'buttons';
  const columns = (template.columns ?? []) as Message[];
  return (
    <>
      <Line
        bound={bound}
        path={['altText']}
        label={T.altText}
        maxLength={LINE_LIMITS.TEMPLATE_ALT_TEXT_MAX_LENGTH}
      />
      <Select
        label={T.templateType}
        options={Object.entries(T.templateTypes).map(([value, name]) => ({ name, value }))}
        value={type}
        onValueChange={(value) => bound.onChange(withTemplateType(bound.message, value))}
        errorText={bound.errors[keyOf(bound.base, ['template', 'type'])]}
      />
      {type === 'buttons' && (
        <>
          <Line bound={bound} path={['template', 'thumbnailImageUrl']} label={T.thumbnail} inputMode="url" />
          <Line
            bound={bound}
            path={['template', 'title']}
            label={T.title}
            maxLength={LINE_LIMITS.BUTTONS_TITLE_MAX_LENGTH}
          />
          <TextBody
            bound={bound}
            path={['template', 'text']}
            label={T.columnText}
            maxLength={LINE_LIMITS.BUTTONS_TEXT_MAX_LENGTH}
          />
          <ActionList
            bound={bound}
            path={['template', 'actions']}
            min={1}
            max={LINE_LIMITS.BUTTONS_ACTIONS_MAX}
          />
        </>
      )}
      {type === 'confirm' && (
        <>
          <TextBody
            bound={bound}
            path={['template', 'text']}
            label={T.columnText}
            maxLength={LINE_LIMITS.CONFIRM_TEXT_MAX_LENGTH}
          />
          <ActionList bound={bound} path={['template', 'actions']} min={2} max={2} />
        </>
      )}
      {type === 'carousel' && (
        <>
          {bound.errors[keyOf(bound.base, ['template', 'columns'])] && (
            <p role="alert" className={styles.problemCount}>
              {bound.errors[keyOf(bound.base, ['template', 'columns'])]}
            </p>
          )}
          {columns.map((_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: columns have no id; their place is their identity
            <fieldset key={index} className={styles.nested}>
              <legend>{T.columnN(index + 1)}</legend>
              <Line
                bound={bound}
                path={['template', 'columns', index, 'thumbnailImageUrl']}
                label={T.thumbnail}
                inputMode="url"
              />
              <Line
                bound={bound}
                path={['template', 'columns', index, 'title']}
                label={T.title}
                maxLength={LINE_LIMITS.CAROUSEL_TITLE_MAX_LENGTH}
              />
              <Line
                bound={bound}
                path={['template', 'columns', index, 'text']}
                label={T.columnText}
                maxLength={LINE_LIMITS.CAROUSEL_TEXT_MAX_LENGTH}
              />
              <ActionList
                bound={bound}
                path={['template', 'columns', index, 'actions']}
                min={1}
                max={LINE_LIMITS.CAROUSEL_ACTIONS_MAX}
              />
              {columns.length > 1 && (
                <div className={styles.actionsBar}>
                  <Button
                    size="small"
                    variant="secondary"
                    onClick={() =>
                      bound.onChange(setIn(bound.message, ['template', 'columns'], removeAt(columns, index)))
                    }
                  >
                    {T.removeColumn(index + 1)}
                  </Button>
                </div>
              )}
            </fieldset>
          ))}
          {columns.length < LINE_LIMITS.CAROUSEL_COLUMNS_MAX && (
            <div>
              <Button
                size="small"
                variant="secondary"
                onClick={() =>
                  bound.onChange(
                    setIn(
                      bound.message,
                      ['template', 'columns'],
                      [
                        ...columns,
                        // LINE wants the same number of actions in every column.
                        {
                          text: '',
                          actions: ((columns[0]?.actions as Message[] | undefined) ?? [newAction()]).map(() =>
                            newAction(),
                          ),
                        },
                      ],
                    ),
                  )
                }
              >
                {T.addColumn}
              </Button>
            </div>
          )}
        </>
      )}
    </>
  );
}

function ImagemapBody({ bound }: { bound: Bound }) {
  const actions = (bound.message.actions ?? []) as Message[];
  return (
    <>
      <LibraryImage
        onPick={(image) => {
          // LINE lays the imagemap out at a width of 1040: the height is the 1040 variant's.
          const widest = image.variants.find((variant) => variant.variant === 'imagemap-1040');
          bound.onChange({
            ...bound.message,
            baseUrl: publicUrl(image.imagemap_base_url),
            baseSize: {
              width: 1040,
              height: widest?.height ?? Math.round((1040 * image.height) / image.width),
            },
          });
        }}
      />
      <Line bound={bound} path={['baseUrl']} label={T.baseUrl} inputMode="url" />
      <Line bound={bound} path={['altText']} label={T.altText} maxLength={LINE_LIMITS.ALT_TEXT_MAX_LENGTH} />
      <WholeNumber bound={bound} path={['baseSize', 'height']} label={T.baseHeight} />
      {bound.errors[keyOf(bound.base, ['baseSize'])] && (
        <p role="alert" className={styles.problemCount}>
          {bound.errors[keyOf(bound.base, ['baseSize'])]}
        </p>
      )}
      {bound.errors[keyOf(bound.base, ['actions'])] && (
        <p role="alert" className={styles.problemCount}>
          {bound.errors[keyOf(bound.base, ['actions'])]}
        </p>
      )}
      {actions.map((action, index) => {
        const type = action.type === 'message' ? 'message' : 'uri';
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: areas have no id; their place is their identity
          <fieldset key={index} className={styles.nested}>
            <legend>{T.areaN(index + 1)}</legend>
            <div className={styles.fields}>
              <WholeNumber bound={bound} path={['actions', index, 'area', 'x']} label={T.x} />
              <WholeNumber bound={bound} path={['actions', index, 'area', 'y']} label={T.y} />
              <WholeNumber bound={bound} path={['actions', index, 'area', 'width']} label={T.width} />
              <WholeNumber bound={bound} path={['actions', index, 'area', 'height']} label={T.height} />
            </div>
            {bound.errors[keyOf(bound.base, ['actions', index, 'area'])] && (
              <p role="alert" className={styles.problemCount}>
                {bound.errors[keyOf(bound.base, ['actions', index, 'area'])]}
              </p>
            )}
            <Select
              label={T.actionType}
              options={[
                { name: T.actionTypes.uri ?? 'uri', value: 'uri' },
                { name: T.actionTypes.message ?? 'message', value: 'message' },
              ]}
              value={type}
              onValueChange={(value) =>
                bound.onChange(
                  setIn(bound.message, ['actions', index], {
                    type: value,
                    area: action.area,
                    ...(value === 'message' ? { text: '' } : { linkUri: 'https://' }),
                  }),
                )
              }
            />
            {type === 'uri' ? (
              <Line bound={bound} path={['actions', index, 'linkUri']} label={T.uri} inputMode="url" />
            ) : (
              <Line
                bound={bound}
                path={['actions', index, 'text']}
                label={T.messageText}
                maxLength={LINE_LIMITS.MESSAGE_ACTION_TEXT_MAX_LENGTH}
              />
            )}
            {actions.length > 1 && (
              <div className={styles.actionsBar}>
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() => bound.onChange(setIn(bound.message, ['actions'], removeAt(actions, index)))}
                >
                  {T.removeArea(index + 1)}
                </Button>
              </div>
            )}
          </fieldset>
        );
      })}
      {actions.length < LINE_LIMITS.IMAGEMAP_ACTIONS_MAX && (
        <div>
          <Button
            size="small"
            variant="secondary"
            onClick={() =>
              bound.onChange(
                setIn(
                  bound.message,
                  ['actions'],
                  [
                    ...actions,
                    { type: 'uri', linkUri: 'https://', area: { x: 0, y: 0, width: 1040, height: 520 } },
                  ],
                ),
              )
            }
          >
            {T.addArea}
          </Button>
        </div>
      )}
    </>
  );
}

/** A Flex message: its altText and its contents as JSON (as LINE's simulator writes it). */
function FlexBody({ bound }: { bound: Bound }) {
  const [raw, setRaw] = useState(() => JSON.stringify(bound.message.contents ?? {}, null, 2));
  const [invalid, setInvalid] = useState(false);
  return (
    <>
      {bound.flexEditor && (
        <Link className={pageStyles.link} to={bound.flexEditor}>
          {T.openFlexEditor}
        </Link>
      )}
      <Line bound={bound} path={['altText']} label={T.altText} maxLength={LINE_LIMITS.ALT_TEXT_MAX_LENGTH} />
      <Textarea
        label={T.flexJson}
        helpText={T.flexJsonHint}
        rows={12}
        value={raw}
        spellCheck={false}
        onChange={(event) => {
          setRaw(event.target.value);
          try {
            bound.onChange(setIn(bound.message, ['contents'], JSON.parse(event.target.value)));
            setInvalid(false);
          } catch {
            setInvalid(true);
          }
        }}
        errorText={invalid ? T.flexJsonInvalid : bound.errors[keyOf(bound.base, ['contents'])]}
      />
    </>
  );
}

// Loaded when the operator opens the library: this file sits in a chunk many screens share, and
// the library's calls and schemas would cost each of them (measured +0.2 to +0.6 kB gzip).
const MediaDetailPicker = lazy(() =>
  import('../shared/MediaPicker').then((module) => ({ default: module.MediaDetailPicker })),
);

/**
 * Fills a message's image from the media library: the library keeps every size LINE fetches, and
 * its addresses are this server's, made absolute on the console's origin (issue 30).
 */
function LibraryImage({ onPick }: { onPick: (image: Media) => void }) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<{ text: string; alert: boolean } | null>(null);
  return (
    <div className={styles.libraryRow}>
      <Button size="small" variant="secondary" onClick={() => setOpen(true)}>
        {T.fromLibrary}
      </Button>
      {status && (
        <p
          role={status.alert ? 'alert' : 'status'}
          className={status.alert ? styles.problemCount : styles.hint}
        >
          {status.text}
        </p>
      )}
      {open && (
        <Suspense fallback={null}>
          <MediaDetailPicker
            onClose={() => setOpen(false)}
            onPick={(detail) => {
              onPick(detail);
              setStatus({
                text: isPublicOrigin()
                  ? T.fromLibraryChosen(detail.name)
                  : `${T.fromLibraryChosen(detail.name)}${T.fromLibraryLocal}`,
                alert: false,
              });
            }}
            onError={() => setStatus({ text: T.fromLibraryError, alert: true })}
          />
        </Suspense>
      )}
    </div>
  );
}

const variantUrl = (image: Media, variant: MediaVariant) => {
  const found = image.variants.find((candidate) => candidate.variant === variant);
  return found ? publicUrl(found.url) : '';
};

/** What a message of each kind asks for. */
function Body({ bound }: { bound: Bound }): ReactNode {
  switch (bound.message.type as LineMessageType) {
    case 'text':
      return (
        <TextBody bound={bound} path={['text']} label={T.text} maxLength={LINE_LIMITS.TEXT_MAX_LENGTH} />
      );
    case 'image':
      return (
        <>
          <LibraryImage
            onPick={(image) =>
              bound.onChange({
                ...bound.message,
                originalContentUrl: variantUrl(image, 'original'),
                previewImageUrl: variantUrl(image, 'preview'),
              })
            }
          />
          <Line bound={bound} path={['originalContentUrl']} label={T.originalUrl} inputMode="url" />
          <Line bound={bound} path={['previewImageUrl']} label={T.previewUrl} inputMode="url" />
        </>
      );
    case 'sticker':
      return (
        <div className={styles.fields}>
          <Line bound={bound} path={['packageId']} label={T.packageId} inputMode="numeric" />
          <Line
            bound={bound}
            path={['stickerId']}
            label={T.stickerId}
            inputMode="numeric"
            helpText={T.stickerHint}
          />
        </div>
      );
    case 'imagemap':
      return <ImagemapBody bound={bound} />;
    case 'template':
      return <TemplateBody bound={bound} />;
    case 'flex':
      return <FlexBody bound={bound} />;
    default:
      return null;
  }
}

/** One message of the template: its kind, its fields, and its place among the others. */
export function MessageFields({
  index,
  count,
  message,
  errors,
  onChange,
  onRemove,
  onMove,
  flexEditor,
}: {
  index: number;
  count: number;
  message: Message;
  errors: Readonly<Record<string, string>>;
  onChange: (message: Message) => void;
  onRemove: () => void;
  onMove: (to: number) => void;
  /** The Flex editor of the template, offered on a Flex message (a saved template, with USER_CAN_USE_LFLEX). */
  flexEditor?: string;
}) {
  const n = index + 1;
  const base = `messages.${index}`;
  const type = LINE_MESSAGE_TYPES.includes(message.type as LineMessageType) ? (message.type as string) : '';
  return (
    <li className={styles.card} aria-label={T.messageN(n)}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{T.messageN(n)}</h3>
        <span className={styles.cellActions}>
          <Button
            size="small"
            variant="secondary"
            aria-label={T.moveUp(n)}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            ↑
          </Button>
          <Button
            size="small"
            variant="secondary"
            aria-label={T.moveDown(n)}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            ↓
          </Button>
          <Button
            size="small"
            variant="secondary"
            aria-label={T.removeMessage(n)}
            disabled={count <= 1}
            onClick={onRemove}
          >
            {T.delete}
          </Button>
        </span>
      </div>
      <Select
        label={T.kind}
        options={LINE_MESSAGE_TYPES.map((value) => ({ name: MESSAGE_KIND_LABELS[value], value }))}
        value={type}
        onValueChange={(value) => onChange(newMessage(value as LineMessageType))}
        errorText={errors[`${base}.type`] ?? errors[base]}
      />
      {/* A new kind is a new message: its fields start over (keyed by the kind). */}
      <Body key={type} bound={{ message, base, errors, onChange, flexEditor }} />
    </li>
  );
}

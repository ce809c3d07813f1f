import type { ReactNode } from 'react';
import { FlexBubble } from './FlexView';
import * as flexStyles from './flex.css';
import { flexVersionNotes } from './flexStyle';
import * as styles from './LinePreview.css';
import { linePreviewMessages } from './messages';

/*
 * The shapes of LINE's message objects the preview draws (the Messaging API's, as @line/bot-sdk's
 * messagingApi types them), loosely: the preview draws what an operator is still writing, so every
 * field may be missing. The check of LINE's limits is the contract's (@console/contract/line).
 */

/** An action as the preview shows it: its label only (the preview opens nothing). */
export interface LinePreviewAction {
  type?: string;
  label?: string;
}

export interface LinePreviewColumn {
  thumbnailImageUrl?: string;
  imageUrl?: string;
  title?: string;
  text?: string;
  actions?: LinePreviewAction[];
  action?: LinePreviewAction;
}

export interface LinePreviewTemplate {
  type?: 'buttons' | 'confirm' | 'carousel' | 'image_carousel' | string;
  thumbnailImageUrl?: string;
  title?: string;
  text?: string;
  actions?: LinePreviewAction[];
  columns?: LinePreviewColumn[];
}

/**
 * A Flex component or container (bubble, carousel, box, text, span, image, video, icon, button,
 * separator, filler, spacer), with the fields the preview draws (Messaging API reference › Flex
 * Message). Loose on purpose: anything may be missing or of the wrong type while the operator types,
 * and the preview draws what it understands (see flexStyle.ts).
 */
export interface LinePreviewFlexNode {
  type?: string;
  layout?: 'vertical' | 'horizontal' | 'baseline' | string;
  contents?: LinePreviewFlexNode[];
  text?: string;
  url?: string;
  flex?: number;
  weight?: 'regular' | 'bold' | string;
  wrap?: boolean;
  align?: 'start' | 'center' | 'end' | string;
  action?: LinePreviewAction;
  /** A button's style (link, primary, secondary), or a text's or span's (normal, italic). */
  style?: 'primary' | 'secondary' | 'link' | 'normal' | 'italic' | string;
  aspectRatio?: string;
  header?: LinePreviewFlexNode;
  hero?: LinePreviewFlexNode;
  body?: LinePreviewFlexNode;
  footer?: LinePreviewFlexNode;
  /** A bubble's size (nano…giga), a text's, span's, icon's or image's size (keyword or px/%), a spacer's. */
  size?: string;
  direction?: 'ltr' | 'rtl' | string;
  styles?: Partial<
    Record<
      'header' | 'hero' | 'body' | 'footer',
      { backgroundColor?: string; separator?: boolean; separatorColor?: string }
    >
  >;
  spacing?: string;
  margin?: string;
  paddingAll?: string;
  paddingTop?: string;
  paddingBottom?: string;
  paddingStart?: string;
  paddingEnd?: string;
  backgroundColor?: string;
  borderColor?: string;
  borderWidth?: string;
  cornerRadius?: string;
  width?: string;
  maxWidth?: string;
  /** A box's height (px or %), or a button's (sm, md). */
  height?: string;
  maxHeight?: string;
  position?: 'relative' | 'absolute' | string;
  offsetTop?: string;
  offsetBottom?: string;
  offsetStart?: string;
  offsetEnd?: string;
  justifyContent?: string;
  alignItems?: string;
  background?: {
    type?: 'linearGradient' | string;
    angle?: string;
    startColor?: string;
    endColor?: string;
    centerColor?: string;
    centerPosition?: string;
  };
  gravity?: 'top' | 'center' | 'bottom' | string;
  maxLines?: number;
  lineSpacing?: string;
  color?: string;
  decoration?: 'none' | 'underline' | 'line-through' | string;
  adjustMode?: 'shrink-to-fit' | string;
  scaling?: boolean;
  aspectMode?: 'cover' | 'fit' | string;
  /** A video's preview picture and the image older LINE apps show instead. */
  previewUrl?: string;
  altContent?: LinePreviewFlexNode;
}

export type LinePreviewMessage =
  | { type: 'text'; text?: string }
  | { type: 'image'; originalContentUrl?: string; previewImageUrl?: string }
  | { type: 'sticker'; packageId?: string; stickerId?: string }
  | { type: 'imagemap'; baseUrl?: string; altText?: string; baseSize?: { width?: number; height?: number } }
  | { type: 'template'; altText?: string; template?: LinePreviewTemplate }
  | { type: 'flex'; altText?: string; contents?: LinePreviewFlexNode };

export { linePreviewMessages };

export interface LinePreviewProps {
  /** The messages in the order a friend receives them (LINE sends up to five at once). */
  messages: readonly LinePreviewMessage[];
  /** The account's name above the bubbles. */
  accountName?: string;
  /** The region's name for screen readers; default 「LINE でのメッセージの見え方」. */
  'aria-label'?: string;
  className?: string;
}

function Actions({ actions, layout }: { actions?: LinePreviewAction[]; layout?: 'row' }) {
  if (!actions?.length) return null;
  return (
    <ul className={styles.actions} data-layout={layout}>
      {actions.map((action, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a preview of the operator's own order
        <li key={index} className={styles.action}>
          {action.label ?? ''}
        </li>
      ))}
    </ul>
  );
}

/**
 * A row of cards wider than the room: it scrolls sideways, and (as any scrolling region) can be
 * focused to scroll it with the arrow keys; named by the message's alternative text.
 */
function Row({ label, children }: { label?: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this is a row of cards
    <div className={styles.row} role="group" aria-label={label || linePreviewMessages.row} tabIndex={0}>
      {children}
    </div>
  );
}

function Card({ column }: { column: LinePreviewColumn }) {
  return (
    <div className={styles.card}>
      {column.thumbnailImageUrl ? (
        <img className={styles.cardImage} src={column.thumbnailImageUrl} alt="" />
      ) : null}
      <div className={styles.cardBody}>
        {column.title ? <p className={styles.cardTitle}>{column.title}</p> : null}
        {column.text ? <p className={styles.cardText}>{column.text}</p> : null}
      </div>
      <Actions actions={column.actions} />
    </div>
  );
}

function Template({ template, label }: { template?: LinePreviewTemplate; label?: string }) {
  switch (template?.type) {
    case 'buttons':
      return <Card column={template} />;
    case 'confirm':
      return (
        <div className={styles.card}>
          <div className={styles.cardBody}>
            <p className={styles.cardText}>{template.text}</p>
          </div>
          <Actions actions={template.actions} layout="row" />
        </div>
      );
    case 'carousel':
      return (
        <Row label={label}>
          {(template.columns ?? []).map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a preview of the operator's own order
            <Card key={index} column={column} />
          ))}
        </Row>
      );
    case 'image_carousel':
      return (
        <Row label={label}>
          {(template.columns ?? []).map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a preview of the operator's own order
            <div key={index} className={styles.imageColumn}>
              {column.imageUrl ? <img className={styles.fill} src={column.imageUrl} alt="" /> : null}
              {column.action?.label ? (
                <span className={styles.imageColumnLabel}>{column.action.label}</span>
              ) : null}
            </div>
          ))}
        </Row>
      );
    default:
      return null;
  }
}

/** A Flex Message: its bubble or carousel, then what some LINE apps show otherwise, said plainly. */
function Flex({ contents, label }: { contents?: LinePreviewFlexNode; label?: string }) {
  const notes = flexVersionNotes(contents);
  const bubbles = contents?.type === 'carousel' && Array.isArray(contents.contents) ? contents.contents : [];
  return (
    <>
      {contents?.type === 'bubble' ? <FlexBubble bubble={contents} /> : null}
      {contents?.type === 'carousel' ? (
        <Row label={label}>
          {bubbles.map((bubble, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a preview of the operator's own order
            <FlexBubble key={index} bubble={bubble} />
          ))}
        </Row>
      ) : null}
      {notes.length ? (
        <ul className={flexStyles.versionNotes} aria-label={linePreviewMessages.flexVersionNotes}>
          {notes.map((note) => (
            <li key={note.feature}>{note.text}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function Message({ message }: { message: LinePreviewMessage }): ReactNode {
  switch (message.type) {
    case 'text':
      return <p className={styles.bubble}>{message.text ?? ''}</p>;
    case 'image':
      return message.previewImageUrl || message.originalContentUrl ? (
        <img
          className={styles.image}
          src={message.previewImageUrl || message.originalContentUrl}
          alt={linePreviewMessages.image}
        />
      ) : null;
    case 'sticker':
      return (
        <span className={styles.sticker}>
          {linePreviewMessages.sticker(message.packageId, message.stickerId)}
        </span>
      );
    case 'imagemap':
      // LINE fetches `${baseUrl}/${width}`: the preview asks for the narrowest it shows, 240 (or the base).
      return message.baseUrl ? (
        <img
          className={styles.imagemap}
          src={`${message.baseUrl}/240`}
          alt={message.altText || linePreviewMessages.imagemap}
          style={{
            aspectRatio:
              message.baseSize?.width && message.baseSize.height
                ? `${message.baseSize.width} / ${message.baseSize.height}`
                : undefined,
          }}
        />
      ) : null;
    case 'template':
      return <Template template={message.template} label={message.altText} />;
    case 'flex':
      return <Flex contents={message.contents} label={message.altText} />;
    default:
      return null;
  }
}

/**
 * How the account's messages look in LINE's talk room (a friend's phone): text bubbles, images,
 * stickers, image maps, buttons / confirm / carousel templates and Flex Messages, in LINE's own
 * colours whatever the console's theme (the theme applies around the preview, not inside it).
 * Japanese text breaks as in LINE (kinsoku, long URLs broken anywhere); carousels scroll sideways.
 * A list of the messages for screen readers; nothing in it can be pressed (a carousel's row can be
 * focused, to scroll it with the keyboard).
 */
export function LinePreview({ messages, accountName, 'aria-label': ariaLabel, className }: LinePreviewProps) {
  const name = accountName || linePreviewMessages.defaultName;
  return (
    <section
      aria-label={ariaLabel ?? linePreviewMessages.region}
      className={['console-ui-LinePreview', styles.root, className].filter(Boolean).join(' ')}
    >
      <span className={styles.icon} aria-hidden="true">
        {[...name][0]}
      </span>
      <div className={styles.column}>
        <p className={styles.name}>{name}</p>
        {messages.length === 0 ? (
          <p className={styles.altText}>{linePreviewMessages.empty}</p>
        ) : (
          <ol className={styles.list}>
            {messages.map((message, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a preview of the operator's own order
              <li key={index} className={styles.item}>
                <Message message={message} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import * as styles from './LinePreview.css';

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

/** A Flex component (box, text, image, button, separator, filler…), drawn by its common fields. */
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
  style?: 'primary' | 'secondary' | 'link' | string;
  aspectRatio?: string;
  header?: LinePreviewFlexNode;
  hero?: LinePreviewFlexNode;
  body?: LinePreviewFlexNode;
  footer?: LinePreviewFlexNode;
}

export type LinePreviewMessage =
  | { type: 'text'; text?: string }
  | { type: 'image'; originalContentUrl?: string; previewImageUrl?: string }
  | { type: 'sticker'; packageId?: string; stickerId?: string }
  | { type: 'imagemap'; baseUrl?: string; altText?: string; baseSize?: { width?: number; height?: number } }
  | { type: 'template'; altText?: string; template?: LinePreviewTemplate }
  | { type: 'flex'; altText?: string; contents?: LinePreviewFlexNode };

export const linePreviewMessages = {
  region: 'LINE でのメッセージの見え方',
  image: '画像',
  sticker: (packageId = '', stickerId = '') => `スタンプ（パッケージ ${packageId}・スタンプ ${stickerId}）`,
  imagemap: 'イメージマップ',
  empty: 'メッセージがありません。',
  row: 'カルーセル（横にスクロール）',
  defaultName: 'LINE 公式アカウント',
} as const;

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

/** One Flex component: boxes lay out their contents with their `flex` ratios (default 1 in a row). */
function FlexNode({ node, row }: { node: LinePreviewFlexNode; row: boolean }) {
  const grow = node.flex ?? (row ? 1 : 0);
  const style = { flexGrow: grow, flexShrink: grow > 0 ? 1 : 0, flexBasis: row && grow > 0 ? 0 : 'auto' };
  switch (node.type) {
    case 'box': {
      const horizontal = node.layout === 'horizontal' || node.layout === 'baseline';
      return (
        <div className={styles.flexBox} data-layout={node.layout ?? 'vertical'} style={style}>
          {(node.contents ?? []).map((child, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a preview of the operator's own order
            <FlexNode key={index} node={child} row={horizontal} />
          ))}
        </div>
      );
    }
    case 'text':
      return (
        <p
          className={styles.flexText}
          style={{
            ...style,
            fontWeight: node.weight === 'bold' ? 'bold' : undefined,
            textAlign: node.align === 'end' ? 'end' : node.align === 'center' ? 'center' : undefined,
            whiteSpace: node.wrap ? 'pre-wrap' : 'nowrap',
            overflow: node.wrap ? undefined : 'hidden',
            textOverflow: node.wrap ? undefined : 'ellipsis',
          }}
        >
          {node.text ?? ''}
        </p>
      );
    case 'image':
      return node.url ? (
        <img
          className={styles.flexImage}
          src={node.url}
          alt=""
          style={{ ...style, aspectRatio: node.aspectRatio?.replace(':', ' / ') }}
        />
      ) : null;
    case 'button':
      return (
        <span className={styles.flexButton} data-style={node.style ?? 'link'} style={style}>
          {node.action?.label ?? ''}
        </span>
      );
    case 'separator':
      return <hr className={styles.flexSeparator} />;
    default:
      // filler, spacer and what the preview does not draw yet keep their share of the space.
      return <span style={style} />;
  }
}

function FlexBubble({ bubble }: { bubble: LinePreviewFlexNode }) {
  return (
    <div className={styles.card}>
      {bubble.hero ? <FlexNode node={bubble.hero} row={false} /> : null}
      {(['header', 'body', 'footer'] as const).map((part) => {
        const node = bubble[part];
        return node ? (
          <div key={part} className={styles.cardBody}>
            <FlexNode node={node} row={false} />
          </div>
        ) : null;
      })}
    </div>
  );
}

function Flex({ contents, label }: { contents?: LinePreviewFlexNode; label?: string }) {
  if (contents?.type === 'bubble') return <FlexBubble bubble={contents} />;
  if (contents?.type === 'carousel') {
    return (
      <Row label={label}>
        {(contents.contents ?? []).map((bubble, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a preview of the operator's own order
          <FlexBubble key={index} bubble={bubble} />
        ))}
      </Row>
    );
  }
  return null;
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

import { type CSSProperties, memo, useLayoutEffect, useRef } from 'react';
import * as styles from './flex.css';
import {
  blockStyle,
  boxLayout,
  boxStyle,
  bubbleSize,
  buttonKind,
  buttonStyle,
  childMargins,
  colorCss,
  type FlexJson,
  type FlexLayout,
  flexChildren,
  fontStyle,
  iconStyle,
  imageStyle,
  isFlexObject,
  itemStyle,
  MAX_FLEX_DEPTH,
  maxLinesOf,
  spacingCss,
  textStyle,
} from './flexStyle';

/*
 * A Flex Message's bubble as LINE draws it (Messaging API reference › Flex Message; the "Flex
 * Message layout" guide). The CSS values come from the pure functions of flexStyle.ts; this file
 * only puts them on elements. Every component is memoised by its JSON object: the editor replaces
 * the objects on the path it changes and keeps the others, so a keystroke in one bubble of a
 * 12-bubble carousel renders that bubble's changed path only.
 */

interface NodeProps {
  node: unknown;
  /** The layout of the box the component is in (a block's root box: vertical). */
  parent: FlexLayout;
  /** The space before it on the box's main axis (its margin, or the box's spacing). */
  margin?: string | undefined;
  depth: number;
  hero?: boolean;
  /** A block's own component: it fills the block; LINE ignores its flex, margin and position. */
  root?: boolean;
}

/**
 * `adjustMode: shrink-to-fit` (text, button): LINE shrinks the font until the text fits its width.
 * Approximate: after layout, scale the font by how much one line overflows (a wrapped text keeps
 * its size; LINE's own steps are not documented).
 */
function useShrinkToFit<T extends HTMLElement>(enabled: boolean, content: unknown, size: string | undefined) {
  const ref = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measured when the text changes
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      // Back to the JSON's size (React leaves a style it rendered unchanged alone), then measure.
      element.style.fontSize = size ?? '';
      if (!enabled || element.scrollWidth <= element.clientWidth || element.clientWidth === 0) return;
      const current = Number.parseFloat(getComputedStyle(element).fontSize);
      element.style.fontSize = `${Math.max(6, Math.floor((current * element.clientWidth) / element.scrollWidth))}px`;
    };
    measure();
    if (!enabled) return;
    // Measured again once the web fonts have come: a text first laid out in a fallback font has
    // another width (and the result would depend on how fast the font loaded).
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    let live = true;
    fonts?.ready.then(() => {
      if (live) measure();
    });
    fonts?.addEventListener?.('loadingdone', measure);
    return () => {
      live = false;
      fonts?.removeEventListener?.('loadingdone', measure);
    };
  }, [enabled, content, size]);
  return ref;
}

function Span({ span }: { span: unknown }) {
  if (!isFlexObject(span) || span.type !== 'span') return null;
  return <span style={fontStyle(span)}>{typeof span.text === 'string' ? span.text : ''}</span>;
}

function FlexText({ node, item }: { node: FlexJson; item: CSSProperties }) {
  const spans = flexChildren(node).filter((span) => isFlexObject(span) && span.type === 'span');
  // Reference › Text: with `contents` (spans), `text` is not drawn.
  const content = spans.length
    ? // biome-ignore lint/suspicious/noArrayIndexKey: a preview of the operator's own order
      spans.map((span, index) => <Span key={index} span={span} />)
    : typeof node.text === 'string'
      ? node.text
      : '';
  const own = textStyle(node);
  const ref = useShrinkToFit<HTMLParagraphElement>(
    node.adjustMode === 'shrink-to-fit' && node.wrap !== true,
    node,
    typeof own.fontSize === 'string' ? own.fontSize : undefined,
  );
  return (
    <p
      ref={ref}
      className={styles.text}
      data-wrap={node.wrap === true ? undefined : 'false'}
      data-clamp={maxLinesOf(node) > 0 ? '' : undefined}
      style={{ ...item, ...own }}
    >
      {content}
    </p>
  );
}

function FlexImage({ node, item }: { node: FlexJson; item: CSSProperties }) {
  const { frame, picture } = imageStyle(node);
  const url = typeof node.url === 'string' && node.url ? node.url : undefined;
  return (
    <div className={styles.imageFrame} style={{ ...item, ...frame }}>
      {url ? (
        <img className={styles.image} src={url} alt="" style={picture} />
      ) : (
        <span className={styles.image} data-placeholder="" style={picture} />
      )}
    </div>
  );
}

/** A hero video: LINE plays it in the talk room; the preview shows its preview picture and a play mark. */
function FlexVideo({ node, item }: { node: FlexJson; item: CSSProperties }) {
  const { picture } = imageStyle({ size: 'full', aspectRatio: node.aspectRatio, aspectMode: 'cover' });
  const url = typeof node.previewUrl === 'string' && node.previewUrl ? node.previewUrl : undefined;
  return (
    <div className={styles.video} style={item}>
      {url ? (
        <img className={styles.image} src={url} alt="" style={picture} />
      ) : (
        <span className={styles.image} data-placeholder="" style={picture} />
      )}
      <span className={styles.playMark} aria-hidden="true" />
    </div>
  );
}

function FlexButton({ node, item }: { node: FlexJson; item: CSSProperties }) {
  const label = isFlexObject(node.action) && typeof node.action.label === 'string' ? node.action.label : '';
  const ref = useShrinkToFit<HTMLSpanElement>(node.adjustMode === 'shrink-to-fit', label, undefined);
  return (
    // Nothing in the preview can be pressed: a button is drawn, not made.
    <span
      className={styles.button}
      data-style={buttonKind(node.style)}
      data-height={node.height === 'sm' ? 'sm' : undefined}
      style={{ ...item, ...buttonStyle(node) }}
    >
      <span ref={ref} className={styles.buttonLabel}>
        {label}
      </span>
    </span>
  );
}

function FlexBox({ node, item, depth }: { node: FlexJson; item: CSSProperties; depth: number }) {
  const layout = boxLayout(node.layout);
  const children = flexChildren(node);
  const margins = childMargins(children, spacingCss(node.spacing));
  return (
    <div className={styles.box} data-layout={layout} style={{ ...item, ...boxStyle(node) }}>
      {children.map((child, index) => (
        <FlexNode
          // biome-ignore lint/suspicious/noArrayIndexKey: a preview of the operator's own order
          key={index}
          node={child}
          parent={layout}
          margin={margins[index]}
          depth={depth + 1}
        />
      ))}
    </div>
  );
}

/** One component, by its `type`; unknown types and non-objects draw nothing. */
const FlexNode = memo(function FlexNode({
  node,
  parent,
  margin,
  depth,
  hero = false,
  root = false,
}: NodeProps) {
  if (!isFlexObject(node) || depth > MAX_FLEX_DEPTH) return null;
  const item = root ? rootItem : itemStyle(node, parent, margin);
  switch (node.type) {
    case 'box':
      return <FlexBox node={node} item={item} depth={depth} />;
    case 'text':
      return <FlexText node={node} item={item} />;
    case 'image':
      return <FlexImage node={node} item={item} />;
    case 'video':
      return hero ? <FlexVideo node={node} item={item} /> : null;
    case 'icon': {
      const url = typeof node.url === 'string' && node.url ? node.url : undefined;
      return url ? (
        <img className={styles.icon} src={url} alt="" style={{ ...item, ...iconStyle(node) }} />
      ) : null;
    }
    case 'button':
      return <FlexButton node={node} item={item} />;
    case 'separator': {
      const color = colorCss(node.color);
      return (
        <hr
          className={styles.separator}
          data-axis={parent === 'vertical' ? 'vertical' : 'horizontal'}
          style={{ ...item, flexGrow: 0, ...(color ? { borderColor: color } : {}) }}
        />
      );
    }
    case 'spacer':
      // Deprecated: a fixed space (its `size`, md by default) on the box's main axis.
      return (
        <span
          className={styles.space}
          style={{ ...item, flexGrow: 0, flexBasis: spacingCss(node.size) ?? spacingCss('md') }}
        />
      );
    case 'filler':
      return <span className={styles.space} style={item} />;
    default:
      return null;
  }
});

const rootItem: CSSProperties = { flexGrow: 1 };

const blocks = ['header', 'hero', 'body', 'footer'] as const;

/**
 * One bubble (Reference › Bubble): its size's width, `direction`, the four blocks in LINE's order
 * with their default paddings and `styles`; `action` is not drawn (nothing can be pressed).
 * Memoised by the bubble object: the other bubbles of a carousel do not render on a keystroke.
 */
export const FlexBubble = memo(function FlexBubble({ bubble }: { bubble: unknown }) {
  if (!isFlexObject(bubble)) return null;
  const present = blocks.filter((name) => isFlexObject(bubble[name]));
  return (
    <div
      className={styles.bubble}
      data-size={bubbleSize(bubble.size)}
      dir={bubble.direction === 'rtl' ? 'rtl' : 'ltr'}
    >
      {present.map((name, index) => {
        const { style, separator } = blockStyle(bubble.styles, name, index === 0);
        return (
          <div
            key={name}
            className={styles.block}
            data-block={name}
            data-separator={separator ? '' : undefined}
            style={style}
          >
            <FlexNode node={bubble[name]} parent="vertical" depth={1} hero={name === 'hero'} root />
          </div>
        );
      })}
    </div>
  );
});

import type { Node } from './model';

/*
 * Which properties each Flex component has, and the control that edits each (issue 29). The
 * keywords are LINE's (Messaging API reference, #bubble, #box, #f-text, #f-span, #f-image, #f-video,
 * #icon, #button, #separator, #filler, #action-objects); a value outside them (a px size from the
 * simulator) stays and is shown as it is. Data only: the panel draws it.
 */

export const TEXT_SIZES = ['xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', '3xl', '4xl', '5xl'] as const;
export const IMAGE_SIZES = [...TEXT_SIZES, 'full'] as const;
export const SPACES = ['none', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
export const BUBBLE_SIZES = ['nano', 'micro', 'deca', 'hecto', 'kilo', 'mega', 'giga'] as const;
export const BORDER_WIDTHS = ['none', 'light', 'normal', 'medium', 'semi-bold', 'bold'] as const;
/** #action-objects that a Flex Message may carry (camera, location and the like are quick reply's). */
export const ACTION_TYPES = ['uri', 'message', 'postback', 'datetimepicker', 'clipboard'] as const;

export type Control =
  | { kind: 'select'; options: readonly string[] }
  | { kind: 'segmented'; options: readonly string[] }
  | { kind: 'number'; min: number; max?: number }
  | { kind: 'color' }
  | { kind: 'text'; url?: boolean }
  | { kind: 'textarea' }
  | { kind: 'checkbox'; on: unknown }
  | { kind: 'action'; optional: boolean };

export type FieldGroup = 'content' | 'layout' | 'style' | 'action';

export interface Field {
  /** The property's path inside the node (`['action', 'label']`), and its label's key. */
  key: readonly string[];
  control: Control;
  group: FieldGroup;
  /** The label's key where it is not the key itself (a video's url). */
  label?: string;
}

const f = (key: string, control: Control, group: FieldGroup, label?: string): Field => ({
  key: key.split('.'),
  control,
  group,
  label,
});
const select = (options: readonly string[]): Control => ({ kind: 'select', options });
const segmented = (options: readonly string[]): Control => ({ kind: 'segmented', options });
const flexField = f('flex', { kind: 'number', min: 0 }, 'layout');
const margin = f('margin', select(SPACES), 'layout');
const gravity = f('gravity', segmented(['top', 'center', 'bottom']), 'layout');
const align = f('align', segmented(['start', 'center', 'end']), 'layout');
const position = [
  f('position', segmented(['relative', 'absolute']), 'layout'),
  ...['offsetTop', 'offsetBottom', 'offsetStart', 'offsetEnd'].map((key) =>
    f(key, { kind: 'text' }, 'layout'),
  ),
];
const fontStyle = [
  f('weight', segmented(['regular', 'bold']), 'style'),
  f('color', { kind: 'color' }, 'style'),
  f('style', segmented(['normal', 'italic']), 'style'),
  f('decoration', select(['none', 'underline', 'line-through']), 'style'),
];
/** An action: a button's is what it is for (its content); a box's, image's or text's is extra. */
const action = (optional: boolean) =>
  f('action', { kind: 'action', optional }, optional ? 'action' : 'content');

/** The properties of a node, by its type (a bubble's, a box's…); none for what LINE gives none. */
export function fieldsOf(node: Node): readonly Field[] {
  switch (node.type) {
    case 'bubble':
      return [
        f('size', select(BUBBLE_SIZES), 'layout'),
        f('direction', segmented(['ltr', 'rtl']), 'layout'),
        ...['header', 'hero', 'body', 'footer'].map((block) =>
          f(`styles.${block}.backgroundColor`, { kind: 'color' }, 'style'),
        ),
      ];
    case 'box':
      return [
        f('layout', segmented(['vertical', 'horizontal', 'baseline']), 'layout'),
        flexField,
        f('spacing', select(SPACES), 'layout'),
        margin,
        f('paddingAll', select(SPACES), 'layout'),
        ...['paddingTop', 'paddingBottom', 'paddingStart', 'paddingEnd'].map((key) =>
          f(key, select(SPACES), 'layout'),
        ),
        f(
          'justifyContent',
          select(['flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'space-evenly']),
          'layout',
        ),
        f('alignItems', select(['flex-start', 'center', 'flex-end']), 'layout'),
        ...['width', 'height', 'maxWidth', 'maxHeight'].map((key) => f(key, { kind: 'text' }, 'layout')),
        ...position,
        f('backgroundColor', { kind: 'color' }, 'style'),
        f('borderColor', { kind: 'color' }, 'style'),
        f('borderWidth', select(BORDER_WIDTHS), 'style'),
        f('cornerRadius', select(SPACES), 'style'),
        action(true),
      ];
    case 'text':
      return [
        f('text', { kind: 'textarea' }, 'content'),
        f('wrap', { kind: 'checkbox', on: true }, 'content'),
        f('maxLines', { kind: 'number', min: 0 }, 'content'),
        f('size', select(TEXT_SIZES), 'style'),
        ...fontStyle,
        f('lineSpacing', { kind: 'text' }, 'style'),
        f('adjustMode', { kind: 'checkbox', on: 'shrink-to-fit' }, 'style'),
        f('scaling', { kind: 'checkbox', on: true }, 'style'),
        align,
        gravity,
        flexField,
        margin,
        ...position,
        action(true),
      ];
    case 'span':
      return [
        f('text', { kind: 'textarea' }, 'content'),
        f('size', select(TEXT_SIZES), 'style'),
        ...fontStyle,
      ];
    case 'image':
      return [
        f('url', { kind: 'text', url: true }, 'content'),
        f('size', select(IMAGE_SIZES), 'layout'),
        f('aspectRatio', { kind: 'text' }, 'layout'),
        f('aspectMode', segmented(['cover', 'fit']), 'layout'),
        align,
        gravity,
        flexField,
        margin,
        ...position,
        f('backgroundColor', { kind: 'color' }, 'style'),
        f('animated', { kind: 'checkbox', on: true }, 'style'),
        action(true),
      ];
    case 'video':
      return [
        f('url', { kind: 'text', url: true }, 'content', 'videoUrl'),
        f('previewUrl', { kind: 'text', url: true }, 'content'),
        // #f-video: what LINE shows where it cannot play the video (required; an image here).
        f('altContent.url', { kind: 'text', url: true }, 'content'),
        f('aspectRatio', { kind: 'text' }, 'layout'),
        action(true),
      ];
    case 'icon':
      return [
        f('url', { kind: 'text', url: true }, 'content'),
        f('size', select(TEXT_SIZES), 'layout'),
        f('aspectRatio', { kind: 'text' }, 'layout'),
        margin,
        ...position,
      ];
    case 'button':
      return [
        action(false),
        f('style', segmented(['primary', 'secondary', 'link']), 'style'),
        f('color', { kind: 'color' }, 'style'),
        f('height', segmented(['sm', 'md']), 'style'),
        f('adjustMode', { kind: 'checkbox', on: 'shrink-to-fit' }, 'style'),
        gravity,
        flexField,
        margin,
        ...position,
      ];
    case 'separator':
      return [margin, f('color', { kind: 'color' }, 'style')];
    case 'filler':
      return [flexField];
    case 'spacer':
      return [f('size', select(TEXT_SIZES), 'layout')];
    default:
      return [];
  }
}

/** The fields of an action of a type, after its type (the label first: it is what a friend sees). */
export function actionKeys(type: unknown): readonly string[] {
  switch (type) {
    case 'uri':
      return ['label', 'uri'];
    case 'message':
      return ['label', 'text'];
    case 'postback':
      return ['label', 'data', 'displayText'];
    case 'datetimepicker':
      return ['label', 'data', 'mode'];
    case 'clipboard':
      return ['label', 'clipboardText'];
    default:
      return ['label'];
  }
}

/** An action turned into another type, keeping its label (the other fields do not carry over). */
export function actionOfType(action: Node | undefined, type: string): Node {
  const label = typeof action?.label === 'string' ? { label: action.label } : {};
  switch (type) {
    case 'message':
      return { type, ...label, text: '' };
    case 'postback':
      return { type, ...label, data: '' };
    case 'datetimepicker':
      return { type, ...label, data: '', mode: 'datetime' };
    case 'clipboard':
      return { type, ...label, clipboardText: '' };
    default:
      return { type: 'uri', ...label, uri: 'https://' };
  }
}

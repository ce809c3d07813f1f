import {
  RICHMENU_STANDARD_SIZES,
  type RichMenu,
  type RichMenuAction,
  type RichMenuActionType,
  type RichMenuAudience,
  type RichMenuInput,
  type RichMenuMode,
  type RichMenuSize,
  richMenuInputSchema,
  richMenuLayout,
  richMenuLayoutAreas,
} from '@console/contract/richmenus';
import { fieldErrors } from '@console/contract/validation';
import type { AreaEditorArea } from '@console/ui';
import { RICHMENUS_TEXT as T } from './messages';

/*
 * The rich-menu editor's state and its way to the contract's body, as pure functions (issue 30).
 * The form keeps every action field as text (an operator switching an area from URL to message
 * and back keeps what they typed); only `inputOf` decides what is sent, and the contract's schema
 * judges that body with the server's words.
 */

/** An area's action as the form holds it: every kind's fields at once, as typed. */
export interface DraftAction {
  type: RichMenuActionType;
  label: string;
  uri: string;
  text: string;
  data: string;
  displayText: string;
  /** A template's id as the Select gives it ('' for none). */
  templateId: string;
  aliasId: string;
  switchData: string;
}

/** An area of the AreaEditor with the action its tap takes. */
export interface DraftArea extends AreaEditorArea {
  action: DraftAction;
}

export interface RichMenuDraft {
  name: string;
  chatBarText: string;
  mode: RichMenuMode;
  layout: string | null;
  size: RichMenuSize;
  imageId: number | null;
  areas: DraftArea[];
  selected: boolean;
  aliasId: string;
  tabGroup: string;
  audience: RichMenuAudience['type'];
  /** The segment's (member query's) id as the Select gives it ('' for none). */
  segmentId: string;
}

export const emptyAction = (): DraftAction => ({
  type: 'uri',
  label: '',
  uri: '',
  text: '',
  data: '',
  displayText: '',
  templateId: '',
  aliasId: '',
  switchData: '',
});

const areaId = (index: number) => `area-${index + 1}`;

/**
 * A new menu as mode_select asked for it: a standard layout gives its size and its areas (tiling
 * the image exactly, from the contract's layout data); the free layout starts with none, at the
 * full size until an image gives it its own.
 */
export function newDraft(mode: RichMenuMode, layoutId: string | null): RichMenuDraft {
  const layout = mode === 'free' || !layoutId ? undefined : richMenuLayout(layoutId);
  const standard = layout?.size ?? (mode === 'half' ? 'half' : 'full');
  const bounds = layout ? richMenuLayoutAreas(layout) : [];
  return {
    name: '',
    chatBarText: 'メニュー',
    mode: layout ? layout.size : mode,
    layout: layout?.id ?? null,
    size: { ...RICHMENU_STANDARD_SIZES[standard] },
    imageId: null,
    areas: bounds.map((b, index) => ({ id: areaId(index), ...b, action: emptyAction() })),
    selected: false,
    aliasId: '',
    tabGroup: '',
    audience: 'none',
    segmentId: '',
  };
}

/** The form's action of a saved one. */
export function draftActionOf(action: RichMenuAction): DraftAction {
  const draft = { ...emptyAction(), type: action.type, label: action.label ?? '' };
  switch (action.type) {
    case 'uri':
      return { ...draft, uri: action.uri };
    case 'message':
      return { ...draft, text: action.text };
    case 'postback':
      return { ...draft, data: action.data, displayText: action.display_text ?? '' };
    case 'template':
      return { ...draft, templateId: String(action.template_id) };
    case 'richmenuswitch':
      return { ...draft, aliasId: action.alias_id, switchData: action.data };
  }
}

/** The form of a saved menu. */
export function draftOf(menu: RichMenu): RichMenuDraft {
  return {
    name: menu.name,
    chatBarText: menu.chat_bar_text,
    mode: menu.mode,
    layout: menu.layout,
    size: { ...menu.size },
    imageId: menu.image_id,
    areas: menu.areas.map((area, index) => ({
      id: areaId(index),
      ...area.bounds,
      action: draftActionOf(area.action),
    })),
    selected: menu.selected,
    aliasId: menu.alias_id ?? '',
    tabGroup: menu.tab_group ?? '',
    audience: menu.audience.type,
    segmentId: menu.audience.type === 'segment' ? String(menu.audience.member_query_id) : '',
  };
}

/** An id typed into a Select as the number the contract takes (0 for none: the schema refuses it). */
const idOf = (value: string) => (/^[1-9]\d{0,8}$/.test(value) ? Number(value) : 0);

/** The action the contract takes: only the chosen kind's fields, a label only when one is typed. */
export function actionOf(draft: DraftAction): RichMenuAction {
  const label = draft.label.trim() === '' ? {} : { label: draft.label };
  switch (draft.type) {
    case 'uri':
      return { type: 'uri', ...label, uri: draft.uri.trim() };
    case 'message':
      return { type: 'message', ...label, text: draft.text };
    case 'postback':
      return {
        type: 'postback',
        ...label,
        data: draft.data,
        ...(draft.displayText === '' ? {} : { display_text: draft.displayText }),
      };
    case 'template':
      return { type: 'template', ...label, template_id: idOf(draft.templateId) };
    case 'richmenuswitch':
      return { type: 'richmenuswitch', ...label, alias_id: draft.aliasId.trim(), data: draft.switchData };
  }
}

/** The body of create and update. */
export function inputOf(draft: RichMenuDraft): RichMenuInput {
  const audience: RichMenuAudience =
    draft.audience === 'segment'
      ? { type: 'segment', member_query_id: idOf(draft.segmentId) }
      : { type: draft.audience };
  return {
    name: draft.name,
    chat_bar_text: draft.chatBarText,
    mode: draft.mode,
    layout: draft.layout,
    size: { ...draft.size },
    image_id: draft.imageId,
    areas: draft.areas.map(({ x, y, width, height, action }) => ({
      bounds: { x, y, width, height },
      action: actionOf(action),
    })),
    selected: draft.selected,
    alias_id: draft.aliasId.trim() === '' ? null : draft.aliasId.trim(),
    tab_group: draft.tabGroup.trim() === '' ? null : draft.tabGroup.trim(),
    audience,
  };
}

/**
 * The AreaEditor answers with rectangles only: each keeps its action by its id, and a new one
 * starts with an empty URL action.
 */
export function withActions(previous: readonly DraftArea[], next: readonly AreaEditorArea[]): DraftArea[] {
  const actions = new Map(previous.map((area) => [area.id, area.action]));
  return next.map((area) => ({ ...area, action: actions.get(area.id) ?? emptyAction() }));
}

/**
 * What LINE (and the server) would refuse in the body, the first message of each field keyed as
 * the server's 422 keys it (`chat_bar_text`, `areas.2.action.uri`); a segment not chosen says so
 * in words of its own rather than the schema's generic number message.
 */
export function draftProblems(draft: RichMenuDraft): Record<string, string> {
  const result = fieldErrors(richMenuInputSchema, inputOf(draft));
  const problems: Record<string, string> = {};
  if (!result.ok)
    for (const [field, messages] of Object.entries(result.errors)) {
      const first = messages[0];
      if (first !== undefined) problems[field] = first;
    }
  if (draft.audience === 'segment' && idOf(draft.segmentId) === 0)
    problems['audience.member_query_id'] = T.segmentRequired;
  return problems;
}

/** The problems of one area: its bounds' and its action's fields, keyed by the action's field. */
export function areaProblems(problems: Record<string, string>, index: number): Record<string, string> {
  const prefix = `areas.${index}.`;
  const own: Record<string, string> = {};
  for (const [field, message] of Object.entries(problems))
    if (field.startsWith(prefix)) own[field.slice(prefix.length)] = message;
  return own;
}

/** The ids of the areas with a problem, for the area list's marks. */
export function areasWithProblems(problems: Record<string, string>, areas: readonly DraftArea[]): string[] {
  return areas.filter((_, index) => Object.keys(areaProblems(problems, index)).length > 0).map((a) => a.id);
}

/**
 * What publishing changes for friends, in the confirmation's words: who sees the menu, the tab it
 * becomes, and, for a published menu, that the old one is replaced without a gap.
 */
export function publishChanges(menu: {
  audience: RichMenuAudience['type'];
  segmentName: string | undefined;
  aliasId: string | null;
  republish: boolean;
}): string[] {
  const W = T.publishWhat;
  const lines: string[] = [
    menu.audience === 'default'
      ? W.default
      : menu.audience === 'segment'
        ? W.segment(menu.segmentName ?? '')
        : W.none,
  ];
  if (menu.aliasId) lines.push(W.alias(menu.aliasId));
  if (menu.republish) lines.push(W.replace);
  return lines;
}

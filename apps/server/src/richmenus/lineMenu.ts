import {
  type RichMenuAction,
  type RichMenuArea,
  type RichMenuSize,
  richMenuTemplatePostback,
} from '@console/contract/richmenus';
import type { messagingApi } from '@line/bot-sdk';

/*
 * A menu of ours as LINE's rich menu object (messagingApi.RichMenuRequest). Pure: the publish
 * test compares it, the fake checks it as LINE would.
 */

const withLabel = <T extends object>(label: string | undefined, action: T) =>
  label ? { ...action, label } : action;

/** One area's action in LINE's words; "open a template" is a postback our webhook reads. */
export function lineAction(action: RichMenuAction): messagingApi.Action {
  switch (action.type) {
    case 'uri':
      return withLabel(action.label, { type: 'uri', uri: action.uri }) as messagingApi.URIAction;
    case 'message':
      return withLabel(action.label, { type: 'message', text: action.text }) as messagingApi.MessageAction;
    case 'postback':
      return withLabel(action.label, {
        type: 'postback',
        data: action.data,
        ...(action.display_text ? { displayText: action.display_text } : {}),
      }) as messagingApi.PostbackAction;
    case 'template':
      return withLabel(action.label, {
        type: 'postback',
        data: richMenuTemplatePostback(action.template_id),
      }) as messagingApi.PostbackAction;
    case 'richmenuswitch':
      return withLabel(action.label, {
        type: 'richmenuswitch',
        richMenuAliasId: action.alias_id,
        data: action.data,
      }) as messagingApi.RichMenuSwitchAction;
  }
}

export function lineRichMenu(menu: {
  name: string;
  chat_bar_text: string;
  selected: boolean;
  size: RichMenuSize;
  areas: readonly RichMenuArea[];
}): messagingApi.RichMenuRequest {
  return {
    size: { width: menu.size.width, height: menu.size.height },
    selected: menu.selected,
    name: menu.name,
    chatBarText: menu.chat_bar_text,
    areas: menu.areas.map((area) => ({
      bounds: { ...area.bounds },
      action: lineAction(area.action),
    })),
  };
}

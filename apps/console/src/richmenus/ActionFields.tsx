import { LINE_LIMITS } from '@console/contract/line';
import {
  RICHMENU_ACTION_LABELS,
  RICHMENU_ACTION_TYPES,
  type RichMenuActionType,
} from '@console/contract/richmenus';
import { Select, TextField } from '@console/ui';
import { useId } from 'react';
import { useReadyTemplates } from '../shared/templateLists';
import type { DraftAction } from './edits';
import { RICHMENUS_TEXT as T } from './messages';
import * as styles from './richmenus.css';

const L = LINE_LIMITS;

/**
 * The selected area's action: its kind, then that kind's fields, each problem under its field in
 * the contract's words (`errors` keyed as `action.uri`, `bounds` …, the area's own part of the
 * menu's problems).
 */
export function ActionFields({
  name,
  action,
  errors,
  aliases,
  onChange,
}: {
  /** The area's name (エリアA …). */
  name: string;
  action: DraftAction;
  errors: Record<string, string>;
  /** The tab aliases other menus have (with the menu's name), offered to a switch. */
  aliases: { alias: string; name: string }[];
  onChange: (action: DraftAction) => void;
}) {
  const templates = useReadyTemplates();
  const aliasList = useId();
  const set = (changes: Partial<DraftAction>) => onChange({ ...action, ...changes });
  const text = (
    label: string,
    field: keyof DraftAction,
    error: string | undefined,
    max: number,
    extra: { required?: boolean; helpText?: string; type?: 'url'; list?: string } = {},
  ) => (
    <TextField
      label={label}
      maxLength={max}
      value={action[field]}
      onChange={(event) => set({ [field]: event.target.value })}
      errorText={error}
      {...extra}
    />
  );
  return (
    <fieldset className={styles.actionPanel} aria-label={T.areaAction(name)}>
      <legend className={styles.sectionHeading}>{T.areaAction(name)}</legend>
      {errors.bounds && (
        <p role="alert" className={styles.problem}>
          {errors.bounds}
        </p>
      )}
      <Select
        label={T.actionType}
        options={RICHMENU_ACTION_TYPES.map((type) => ({ name: RICHMENU_ACTION_LABELS[type], value: type }))}
        value={action.type}
        onValueChange={(value) => set({ type: value as RichMenuActionType })}
      />
      {action.type === 'uri' &&
        text(T.uri, 'uri', errors['action.uri'], L.URI_MAX_LENGTH, { required: true, type: 'url' })}
      {action.type === 'message' &&
        text(T.messageText, 'text', errors['action.text'], L.MESSAGE_ACTION_TEXT_MAX_LENGTH, {
          required: true,
        })}
      {action.type === 'postback' && (
        <>
          {text(T.postbackData, 'data', errors['action.data'], L.POSTBACK_DATA_MAX_LENGTH, {
            required: true,
          })}
          {text(
            T.displayText,
            'displayText',
            errors['action.display_text'],
            L.POSTBACK_DISPLAY_TEXT_MAX_LENGTH,
          )}
        </>
      )}
      {action.type === 'template' && (
        <Select
          label={T.template}
          required
          placeholder={T.templateNone}
          loading={templates.isLoading}
          options={(templates.data ?? []).map((template) => ({
            name: template.name,
            value: String(template.id),
          }))}
          value={action.templateId}
          onValueChange={(value) => set({ templateId: value })}
          helpText={T.templateHint}
          errorText={errors['action.template_id']}
        />
      )}
      {action.type === 'richmenuswitch' && (
        <>
          {/* Typed, not only chosen: a tab being made in the same sitting has no menu yet. */}
          {text(T.switchAlias, 'aliasId', errors['action.alias_id'], L.RICH_MENU_ALIAS_ID_MAX_LENGTH, {
            required: true,
            list: aliasList,
            ...(aliases.length > 0
              ? {
                  helpText: T.knownAliases(
                    aliases.map(({ alias, name }) => `${alias}（${name}）`).join('・'),
                  ),
                }
              : {}),
          })}
          <datalist id={aliasList}>
            {aliases.map(({ alias, name }) => (
              <option key={alias} value={alias} label={name} />
            ))}
          </datalist>
          {text(T.switchData, 'switchData', errors['action.data'], L.POSTBACK_DATA_MAX_LENGTH)}
        </>
      )}
      {text(T.actionLabel, 'label', errors['action.label'], L.ACTION_LABEL_MAX_LENGTH)}
    </fieldset>
  );
}

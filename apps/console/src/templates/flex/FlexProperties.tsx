import {
  Checkbox,
  ColorInput,
  NumberStepper,
  SegmentedControl,
  Select,
  Tabs,
  Textarea,
  TextField,
} from '@console/ui';
import type { ReactNode } from 'react';
import { getIn, type Path } from '../edits';
import { ACTION_TYPES, actionKeys, actionOfType, type Field, type FieldGroup, fieldsOf } from './fields';
import * as styles from './flex.css';
import { PROP_LABELS, FLEX_TEXT as T, VALUE_LABELS } from './messages';
import type { Node } from './model';
import { nodeName, pathKey } from './names';

/** A property changed: the node's path, the key inside it, the value ('' or undefined takes it away). */
export type PropChange = (path: Path, key: Path, value: unknown) => void;

interface Props {
  node: Node;
  path: Path;
  /** Problems by field key under the message's contents (`body.contents.0.text`). */
  errors: Readonly<Record<string, string>>;
  onChange: PropChange;
}

const GROUP_ORDER: readonly FieldGroup[] = ['content', 'layout', 'style', 'action'];
const labelOf = (value: string) => VALUE_LABELS[value] ?? value;
const options = (values: readonly string[], current: unknown, unset: boolean) => {
  const list = values.map((value) => ({ value, name: labelOf(value) }));
  // A value the simulator wrote that is not a keyword (a px size) stays, shown as it is.
  if (typeof current === 'string' && current !== '' && !values.includes(current))
    list.push({ value: current, name: current });
  return unset ? [{ value: '', name: T.unset }, ...list] : list;
};

/** One property's control, from its descriptor (fields.ts). */
function FieldControl({ field, node, path, errors, onChange }: { field: Field } & Props): ReactNode {
  const keyName = field.key.join('.');
  const label = PROP_LABELS[field.label ?? keyName] ?? keyName;
  const value = getIn(node, field.key);
  const error = errors[[pathKey(path), keyName].filter(Boolean).join('.')];
  const set = (next: unknown) => onChange(path, field.key, next);
  const control = field.control;
  switch (control.kind) {
    case 'select':
      return (
        <Select
          label={label}
          options={options(control.options, value, true)}
          value={typeof value === 'string' ? value : ''}
          onValueChange={set}
          errorText={error}
        />
      );
    case 'segmented':
      return (
        <SegmentedControl
          label={label}
          size="small"
          options={options(control.options, value, true).map((option) => ({
            value: option.value,
            label: option.name,
          }))}
          value={typeof value === 'string' ? value : ''}
          onValueChange={set}
          errorText={error}
        />
      );
    case 'number':
      return (
        <NumberStepper
          label={label}
          min={control.min}
          max={control.max}
          value={typeof value === 'number' ? value : null}
          onChange={(next) => set(next ?? undefined)}
          errorText={error}
        />
      );
    case 'color':
      return (
        <ColorInput
          label={label}
          alpha
          value={typeof value === 'string' ? value : ''}
          onChange={set}
          errorText={error}
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          label={label}
          value={value === control.on}
          onChange={(checked) => set(checked ? control.on : undefined)}
          errorText={error}
        />
      );
    case 'textarea':
      return (
        <Textarea
          label={label}
          rows={3}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => set(event.target.value)}
          helpText={Array.isArray(node.contents) && node.contents.length > 0 ? T.spansNote : undefined}
          errorText={error}
        />
      );
    case 'text':
      return (
        <TextField
          label={label}
          inputMode={control.url ? 'url' : undefined}
          spellCheck={false}
          value={typeof value === 'string' ? value : value === undefined ? '' : String(value)}
          onChange={(event) => set(event.target.value)}
          errorText={error}
        />
      );
    case 'action':
      return (
        <ActionFields
          node={node}
          path={path}
          errors={errors}
          onChange={onChange}
          optional={control.optional}
        />
      );
  }
}

/** An action: its type, then the fields that type has (label first). */
function ActionFields({ node, path, errors, onChange, optional }: Props & { optional: boolean }) {
  const action = node.action as Node | undefined;
  const base = [pathKey(path), 'action'].filter(Boolean).join('.');
  const typeOptions = ACTION_TYPES.map((value) => ({ value, name: labelOf(value) }));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{T.groups.action}</legend>
      <Select
        label={PROP_LABELS['action.type']}
        options={optional ? [{ value: '', name: T.actionNone }, ...typeOptions] : typeOptions}
        value={typeof action?.type === 'string' ? action.type : ''}
        onValueChange={(type) =>
          onChange(path, ['action'], type === '' ? undefined : actionOfType(action, type))
        }
        errorText={errors[`${base}.type`] ?? (action ? undefined : errors[base])}
      />
      {action &&
        actionKeys(action.type).map((key) =>
          key === 'mode' ? (
            <SegmentedControl
              key={key}
              label={PROP_LABELS['action.mode']}
              size="small"
              options={['date', 'time', 'datetime'].map((value) => ({ value, label: labelOf(value) }))}
              value={typeof action.mode === 'string' ? action.mode : ''}
              onValueChange={(value) => onChange(path, ['action', 'mode'], value)}
              errorText={errors[`${base}.mode`]}
            />
          ) : (
            <TextField
              key={key}
              label={PROP_LABELS[`action.${key}`] ?? key}
              inputMode={key === 'uri' ? 'url' : undefined}
              value={typeof action[key] === 'string' ? (action[key] as string) : ''}
              onChange={(event) => onChange(path, ['action', key], event.target.value)}
              errorText={errors[`${base}.${key}`]}
            />
          ),
        )}
    </fieldset>
  );
}

/**
 * The selected node's properties (issue 29), grouped in tabs (内容・配置・見た目・アクション) built
 * from the console's controls. Each problem of LINE's check shows under its field.
 */
export function FlexProperties(props: Props) {
  const { node, path } = props;
  const fields = fieldsOf(node);
  const groups = GROUP_ORDER.filter((group) => fields.some((field) => field.group === group));
  const base = pathKey(path);
  const own = base in props.errors ? [base] : [];
  return (
    <section className={styles.properties} aria-label={`${T.properties}: ${nodeName(node, path)}`}>
      <h2 className={styles.panelHeading}>{nodeName(node, path)}</h2>
      {own.map((key) => (
        <p key={key} role="alert" className={styles.problem}>
          {props.errors[key]}
        </p>
      ))}
      {groups.length === 0 ? null : (
        <Tabs
          key={base}
          aria-label={T.properties}
          items={groups.map((group) => ({
            value: group,
            label: T.groups[group],
            invalid: fields.some(
              (field) =>
                field.group === group &&
                Object.keys(props.errors).some((key) =>
                  key.startsWith([base, field.key.join('.')].filter(Boolean).join('.')),
                ),
            ),
            content: (
              <div className={styles.fields}>
                {fields
                  .filter((field) => field.group === group)
                  .map((field) => (
                    <FieldControl key={field.key.join('.')} field={field} {...props} />
                  ))}
              </div>
            ),
          }))}
        />
      )}
    </section>
  );
}

import type { Tag } from '@console/contract/friends';
import {
  ANSWER_TEXT_MAX_LENGTH,
  FORM_FIELD_HELP_MAX_LENGTH,
  FORM_FIELD_LABEL_MAX_LENGTH,
  FORM_FIELD_TYPE_LABELS,
  FORM_FIELD_TYPES,
  FORM_MAX_FIELDS,
  FORM_MAX_OPTIONS,
  FORM_MAX_TAGS,
  FORM_OPTION_MAX_LENGTH,
  FORM_SUBMIT_LABEL_MAX_LENGTH,
  FORM_THANKS_MAX_LENGTH,
  type FormFieldType,
} from '@console/contract/pages';
import { Button, Checkbox, NumberStepper, Select, SortableList, Textarea, TextField } from '@console/ui';
import { useTags } from '../../shared/friendLists';
import { TagPicker } from '../../shared/TagPicker';
import { useInsertionEntries } from '../../shared/useSharedData';
import {
  CHOICE_TYPES,
  changeFieldType,
  type DraftField,
  type DraftFormBlock,
  duplicateField,
  type MakeId,
  moveAt,
  newField,
  orderBy,
  removeAt,
  TEXT_TYPES,
  under,
} from './document';
import * as styles from './editor.css';
import { ItemButtons } from './ItemButtons';
import type { Errors, OnBlock } from './inspectors';
import { EDITOR_TEXT as T } from './messages';

// Select's empty value means "nothing chosen", so "none" has a value of its own.
const NONE = 'none';

/**
 * The form block's inspector: its questions (sortable by drag and by 上へ/下へ), each with its
 * type, words, options (each may tag the friend who chose it) and the friend information its
 * answer is written to; then the form's own settings.
 */
export function FormInspector({
  block,
  errors,
  makeId,
  onChange,
}: {
  block: DraftFormBlock;
  errors: Errors;
  makeId: MakeId;
  onChange: OnBlock<DraftFormBlock>;
}) {
  const tags = useTags();
  const setFields = (fields: DraftField[], group: string | null = null) =>
    onChange({ ...block, fields }, group);
  const fieldName = (field: DraftField) => T.fieldName(block.fields.indexOf(field) + 1, field.label.trim());
  return (
    <>
      <h3 className={styles.sectionHeading}>{T.fields}</h3>
      {errors.fields && (
        <p className={styles.problem} role="alert">
          {errors.fields}
        </p>
      )}
      <SortableList
        aria-label={T.fieldList}
        items={block.fields}
        getLabel={fieldName}
        onReorder={(ids) => setFields(orderBy(block.fields, ids))}
        renderItem={(field) => {
          const index = block.fields.indexOf(field);
          return (
            <FieldEditor
              field={field}
              index={index}
              count={block.fields.length}
              name={fieldName(field)}
              errors={errors}
              tags={tags.data ?? []}
              tagsLoading={tags.isLoading}
              canDuplicate={block.fields.length < FORM_MAX_FIELDS}
              onChange={(next, group) =>
                setFields(
                  block.fields.map((f, i) => (i === index ? next : f)),
                  group,
                )
              }
              onMove={(to) => setFields([...moveAt(block.fields, index, to)])}
              onDuplicate={() => setFields(duplicateField(block.fields, index, makeId))}
              onRemove={() => setFields(removeAt(block.fields, index))}
            />
          );
        }}
      />
      <div>
        <Button
          variant="secondary"
          disabled={block.fields.length >= FORM_MAX_FIELDS}
          onClick={() => setFields([...block.fields, newField('text', makeId)])}
        >
          {T.addField}
        </Button>
      </div>
      <TextField
        label={T.submitLabel}
        required
        maxLength={FORM_SUBMIT_LABEL_MAX_LENGTH}
        value={block.submit_label}
        onChange={(event) => onChange({ ...block, submit_label: event.target.value }, `${block.id}.submit`)}
        errorText={errors.submit_label}
      />
      <Textarea
        label={T.thanks}
        required
        rows={3}
        maxLength={FORM_THANKS_MAX_LENGTH}
        value={block.thanks_text}
        onChange={(event) => onChange({ ...block, thanks_text: event.target.value }, `${block.id}.thanks`)}
        errorText={errors.thanks_text}
      />
      <TagPicker
        legend={T.formTags}
        legendClassName={styles.sectionHeading}
        ids={block.tag_ids}
        tags={tags.data ?? []}
        loading={tags.isLoading}
        max={FORM_MAX_TAGS}
        error={under(errors, 'tag_ids')}
        text={T.tagPicker}
        onChange={(tag_ids) => onChange({ ...block, tag_ids }, null)}
      />
      <Checkbox
        label={T.oncePerFriend}
        helpText={T.oncePerFriendHelp}
        value={block.once_per_friend}
        onChange={(once_per_friend) => onChange({ ...block, once_per_friend }, null)}
      />
    </>
  );
}

function FieldEditor({
  field,
  index,
  count,
  name,
  errors,
  tags,
  tagsLoading,
  canDuplicate,
  onChange,
  onMove,
  onDuplicate,
  onRemove,
}: {
  field: DraftField;
  index: number;
  count: number;
  name: string;
  errors: Errors;
  tags: Tag[];
  tagsLoading: boolean;
  canDuplicate: boolean;
  onChange: (next: DraftField, group: string | null) => void;
  onMove: (to: number) => void;
  onDuplicate: () => void;
  onRemove: () => void;
}) {
  const variables = useInsertionEntries().variable;
  const error = (key: string) => errors[`fields.${index}.${key}`];
  const typed = (key: string) => `${field.id}.${key}`;
  const choice = CHOICE_TYPES.includes(field.type);
  const setOption = (at: number, change: Partial<DraftField['options'][number]>, group: string | null) =>
    onChange({ ...field, options: field.options.map((o, i) => (i === at ? { ...o, ...change } : o)) }, group);
  const tagOptions = [
    { value: NONE, name: T.noTag },
    ...tags.map((tag) => ({ value: String(tag.id), name: tag.name })),
  ];
  return (
    <fieldset className={styles.fieldCard} aria-label={name}>
      <div className={styles.toolbar}>
        <strong>{name}</strong>
        <ItemButtons
          name={name}
          index={index}
          count={count}
          canDuplicate={canDuplicate}
          canRemove={count > 1}
          onMove={onMove}
          onDuplicate={onDuplicate}
          onRemove={onRemove}
        />
      </div>
      <Select
        label={T.fieldType}
        required
        options={FORM_FIELD_TYPES.map((type) => ({ value: type, name: FORM_FIELD_TYPE_LABELS[type] }))}
        value={field.type}
        onValueChange={(type) => onChange(changeFieldType(field, type as FormFieldType), null)}
        errorText={error('type')}
      />
      <TextField
        label={T.fieldLabel}
        required
        maxLength={FORM_FIELD_LABEL_MAX_LENGTH}
        value={field.label}
        onChange={(event) => onChange({ ...field, label: event.target.value }, typed('label'))}
        errorText={error('label')}
      />
      <TextField
        label={T.fieldHelp}
        maxLength={FORM_FIELD_HELP_MAX_LENGTH}
        value={field.help}
        onChange={(event) => onChange({ ...field, help: event.target.value }, typed('help'))}
        errorText={error('help')}
      />
      <Checkbox
        label={T.required}
        value={field.required}
        onChange={(required) => onChange({ ...field, required }, null)}
      />
      {choice && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.fieldLegend}>{T.options}</legend>
          {error('options') && (
            <p className={styles.problem} role="alert">
              {error('options')}
            </p>
          )}
          <ol className={styles.plainList}>
            {field.options.map((option, at) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an option has no id; its place is its identity
              <li key={at} className={styles.optionRow}>
                <TextField
                  label={T.optionLabel(at + 1)}
                  required
                  maxLength={FORM_OPTION_MAX_LENGTH}
                  value={option.label}
                  onChange={(event) => setOption(at, { label: event.target.value }, typed(`option${at}`))}
                  errorText={error(`options.${at}.label`)}
                />
                <Select
                  label={T.optionTag(at + 1)}
                  options={tagOptions}
                  loading={tagsLoading}
                  value={option.tag_id === null ? NONE : String(option.tag_id)}
                  onValueChange={(value) =>
                    setOption(at, { tag_id: value === NONE ? null : Number(value) }, null)
                  }
                  errorText={error(`options.${at}.tag_id`)}
                />
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={T.removeOption(at + 1)}
                  disabled={field.options.length === 1}
                  onClick={() => onChange({ ...field, options: removeAt(field.options, at) }, null)}
                >
                  {T.remove}
                </Button>
              </li>
            ))}
          </ol>
          <div>
            <Button
              variant="secondary"
              size="small"
              disabled={field.options.length >= FORM_MAX_OPTIONS}
              onClick={() =>
                onChange(
                  {
                    ...field,
                    options: [...field.options, { label: T.option(field.options.length + 1), tag_id: null }],
                  },
                  null,
                )
              }
            >
              {T.addOption}
            </Button>
          </div>
        </fieldset>
      )}
      {field.type === 'file' ? (
        <p className={styles.subtle}>{T.varFileNote}</p>
      ) : (
        <Select
          label={T.varOf}
          options={[
            { value: NONE, name: T.noVar },
            ...variables.map((variable) => ({ value: String(variable.id), name: variable.label })),
          ]}
          value={field.var_id === null ? NONE : String(field.var_id)}
          onValueChange={(value) =>
            onChange({ ...field, var_id: value === NONE ? null : Number(value) }, null)
          }
          errorText={error('var_id')}
        />
      )}
      {TEXT_TYPES.includes(field.type) && (
        <div data-own-undo>
          <NumberStepper
            label={T.maxLength}
            min={1}
            max={ANSWER_TEXT_MAX_LENGTH}
            value={field.max_length}
            onChange={(max_length) => onChange({ ...field, max_length }, null)}
            errorText={error('max_length')}
          />
        </div>
      )}
    </fieldset>
  );
}

import { Select } from '@console/ui';
import { useContentGroups } from './hooks';
import { TEMPLATES_TEXT as T } from './messages';

/** The template's content group ('' for グループなし), in both editors. */
export function GroupSelect({
  value,
  onChange,
  errorText,
}: {
  value: string;
  onChange: (value: string) => void;
  errorText?: string;
}) {
  const groups = useContentGroups();
  return (
    <Select
      label={T.group}
      options={[
        { name: T.noGroup, value: '' },
        ...(groups.data ?? []).map((item) => ({ name: item.name, value: String(item.id) })),
      ]}
      loading={groups.isLoading}
      value={value}
      onValueChange={onChange}
      errorText={errorText}
    />
  );
}

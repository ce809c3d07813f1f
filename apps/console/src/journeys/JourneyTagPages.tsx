import {
  JOURNEY_GROUP_QUERY,
  JOURNEY_MEMBER_STATE_LABELS,
  JOURNEY_STEP_LABELS,
  type JourneyMember,
  type JourneyTag,
  journeyNameSchema,
} from '@console/contract/journeys';
import {
  Breadcrumb,
  Button,
  ConfirmDialog,
  ListTable,
  type ListTableColumn,
  PageContent,
  PageHeader,
  Select,
  TextField,
  useToast,
} from '@console/ui';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import * as pageStyles from '../shared/pages.css';
import { checkInput, LoadError, SKELETON_ROWS, useCanWrite, writeError } from './common';
import { journeysApi, useJourneys, useJourneyTagMembers, useJourneyTags } from './hooks';
import * as styles from './journeys.css';
import { JOURNEYS_TEXT as T } from './messages';

const LIST = '/line/journey-tag';

function Crumbs({ name, url }: { name: string; url: string }) {
  return (
    <Breadcrumb
      linkComponent={Link}
      items={[
        { name: T.titles.JourneyListPage, url: '/line/journey' },
        { name: T.titles.JourneyTagListPage, url: LIST },
        ...(url === LIST ? [] : [{ name, url }]),
      ]}
    />
  );
}

/** /line/journey-tag: journey tags by order, then the newest first (spec §4). */
export function JourneyTagListPage() {
  const tags = useJourneyTags();
  const canWrite = useCanWrite('JOURNEY_WRITE');
  const editColumn: ListTableColumn<JourneyTag> = {
    key: 'edit',
    label: T.edit,
    textAlign: 'center',
    render: (tag) => (
      <Link to={`${LIST}/${tag.id}/edit`} className={pageStyles.link} aria-label={T.editOf(tag.name)}>
        {T.edit}
      </Link>
    ),
  };
  // The edit screen needs JOURNEY_WRITE (its route guard): without it the column is left out.
  const columns: readonly ListTableColumn<JourneyTag>[] = [
    { key: 'name', label: T.tagName },
    ...(canWrite ? [editColumn] : []),
  ];
  return (
    <PageContent className={pageStyles.page}>
      <Crumbs name={T.titles.JourneyTagListPage} url={LIST} />
      <PageHeader
        title={T.titles.JourneyTagListPage}
        actions={
          canWrite && (
            <Link className={pageStyles.link} to={`${LIST}/new`}>
              {T.newTag}
            </Link>
          )
        }
      />
      <LoadError error={tags.error} />
      <ListTable
        aria-label={T.titles.JourneyTagListPage}
        rows={tags.data ?? []}
        columns={columns}
        loading={tags.isLoading}
        skeletonRows={SKELETON_ROWS}
      />
    </PageContent>
  );
}

/** /line/journey-tag/new?group=: a new journey tag; back to the journeys of the group it came from. */
export function JourneyTagNewPage() {
  const [params] = useSearchParams();
  const group = params.get(JOURNEY_GROUP_QUERY);
  const navigate = useNavigate();
  const toast = useToast();
  const tags = useJourneyTags();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      checkInput(journeyNameSchema, { name });
      await journeysApi.createTag(name);
      toast.success(T.saved);
      await tags.mutate();
      navigate(group && /^\d+$/.test(group) ? `${LIST}?${JOURNEY_GROUP_QUERY}=${group}` : LIST);
    } catch (failure) {
      const { message, fields } = writeError(failure);
      setError(fields.name ?? message);
    }
  };
  return (
    <PageContent className={pageStyles.page}>
      <Crumbs name={T.titles.JourneyTagNewPage} url={`${LIST}/new`} />
      <PageHeader title={T.titles.JourneyTagNewPage} />
      <form className={styles.form} onSubmit={(event) => void save(event)} aria-label={T.newTag}>
        <TextField
          label={T.tagName}
          required
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
          errorText={error}
        />
        <div className={styles.row}>
          <Button type="submit" variant="primary">
            {T.save}
          </Button>
        </div>
      </form>
    </PageContent>
  );
}

/** The friends a journey put this tag on, with where they stand in it. */
function TagMembers({ tagId }: { tagId: number }) {
  const journeys = useJourneys();
  const [journeyId, setJourneyId] = useState('');
  const members = useJourneyTagMembers(journeyId === '' ? null : Number(journeyId), tagId);
  const steps = journeys.data?.find((journey) => String(journey.id) === journeyId)?.steps ?? [];
  const columns: readonly ListTableColumn<JourneyMember>[] = [
    {
      key: 'display_name',
      label: T.friend,
      render: (member) => (
        <Link to={`/line/friends/${member.friend_id}`} className={pageStyles.link}>
          {member.display_name}
        </Link>
      ),
    },
    {
      key: 'state',
      label: T.place,
      render: (member) => {
        const step = member.step === null ? undefined : steps[member.step];
        const where =
          step && member.state !== 'done'
            ? `${T.stepN((member.step ?? 0) + 1)}: ${JOURNEY_STEP_LABELS[step.type]}・`
            : '';
        return `${where}${JOURNEY_MEMBER_STATE_LABELS[member.state]}`;
      },
    },
  ];
  return (
    <section className={styles.section} aria-label={T.tagMembers}>
      <h2 className={styles.sectionHeading}>{T.tagMembers}</h2>
      <Select
        label={T.tagMembersOf}
        placeholder={T.journeyNone}
        loading={journeys.isLoading}
        options={(journeys.data ?? []).map((journey) => ({ name: journey.name, value: String(journey.id) }))}
        value={journeyId}
        onValueChange={setJourneyId}
      />
      <LoadError error={members.error} />
      {journeyId !== '' &&
        (members.data && members.data.length === 0 ? (
          <p className={styles.subtle}>{T.tagMembersNone}</p>
        ) : (
          <ListTable
            aria-label={T.tagMembers}
            rowKey="friend_id"
            rows={members.data ?? []}
            columns={columns}
            loading={members.isLoading}
            skeletonRows={SKELETON_ROWS}
          />
        ))}
    </section>
  );
}

/** /line/journey-tag/{id}/edit (digits only): rename or delete a journey tag; its members per journey. */
export function JourneyTagEditPage() {
  const id = Number(useParams().id);
  const tags = useJourneyTags();
  const tag = tags.data?.find((candidate) => candidate.id === id);
  const toast = useToast();
  const navigate = useNavigate();
  const [name, setName] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      checkInput(journeyNameSchema, { name: name ?? tag?.name ?? '' });
      await journeysApi.renameTag(id, name ?? tag?.name ?? '');
      toast.success(T.saved);
      setError(undefined);
      await tags.mutate();
    } catch (failure) {
      const { message, fields } = writeError(failure);
      setError(fields.name ?? message);
    }
  };
  const remove = async () => {
    setDeleting(false);
    try {
      await journeysApi.deleteTag(id);
      toast.success(T.deleted);
      await tags.mutate();
      navigate(LIST);
    } catch (failure) {
      toast.error(writeError(failure).message);
    }
  };
  const notFound = tags.data !== undefined && !tag;
  return (
    <PageContent className={pageStyles.page}>
      <Crumbs name={tag?.name ?? T.titles.JourneyTagEditPage} url={`${LIST}/${id}/edit`} />
      <PageHeader title={T.titles.JourneyTagEditPage} />
      <LoadError error={tags.error} />
      {tags.isLoading && <p className={styles.subtle}>{T.loading}</p>}
      {notFound && (
        <p role="alert" className={styles.notice}>
          {T.notFound}
        </p>
      )}
      {tag && (
        <>
          <form
            className={styles.form}
            onSubmit={(event) => void save(event)}
            aria-label={T.titles.JourneyTagEditPage}
          >
            <TextField
              label={T.tagName}
              required
              maxLength={100}
              value={name ?? tag.name}
              onChange={(event) => setName(event.target.value)}
              errorText={error}
            />
            <div className={styles.row}>
              <Button type="submit" variant="primary">
                {T.save}
              </Button>
              <Button variant="secondary" onClick={() => setDeleting(true)}>
                {T.delete}
              </Button>
            </div>
          </form>
          <TagMembers tagId={id} />
          <ConfirmDialog
            open={deleting}
            title={T.deleteTagConfirm(tag.name)}
            message={T.irreversible}
            confirmLabel={T.delete}
            variant="danger"
            onConfirm={() => void remove()}
            onCancel={() => setDeleting(false)}
          />
        </>
      )}
    </PageContent>
  );
}

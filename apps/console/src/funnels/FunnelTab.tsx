import { FRIENDS_ROUTES } from '@console/contract/friends';
import {
  type EntrySource,
  FRIEND_EVENT_KIND_LABELS,
  type Funnel,
  type FunnelCounts,
  FUNNEL_MESSAGES as M,
} from '@console/contract/funnels';
import { Button, DateInput, ListTable, type ListTableColumn, Select, Skeleton } from '@console/ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BarChart } from '../shared/BarChart';
import { tokyoToday } from '../shared/dates';
import { ApiError } from '../shared/fetcher';
import * as pageStyles from '../shared/pages.css';
import { LoadError, useCanWrite, writeError } from '../shared/writes';
import { FunnelForm } from './FunnelForm';
import { defaultRange, formatRate, rangeProblem } from './form';
import * as styles from './funnels.css';
import { funnelsApi, useEntrySources, useFunnelCounts, useFunnels } from './hooks';
import { FUNNELS_TEXT as T } from './messages';
import { type CountsRange, viewOf } from './view';

type StepCount = FunnelCounts['steps'][number];

const ALL = 'all';
const segmentsPath = FRIENDS_ROUTES.find((route) => route.name === 'MemberQueryPage')?.path ?? '/';

/** The funnel tab: pick a funnel (or make one), then its counts for a range and an entry source. */
export function FunnelTab({ canWrite }: { canWrite: boolean }) {
  const [params, setParams] = useSearchParams();
  const view = viewOf(params, defaultRange(tokyoToday()));
  const funnels = useFunnels();
  const sources = useEntrySources();
  const [editing, setEditing] = useState<'new' | Funnel | null>(null);
  const list = funnels.data ?? [];
  const selected = list.find((funnel) => funnel.id === view.funnel) ?? list[0];

  const change = (changes: Partial<Record<'funnel' | 'from' | 'to' | 'source', string>>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value === '' || value === undefined) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );

  if (editing !== null) {
    return (
      <FunnelForm
        funnel={editing === 'new' ? undefined : editing}
        sources={sources.data ?? []}
        onCancel={() => setEditing(null)}
        onDone={(saved) => {
          setEditing(null);
          change({ funnel: saved ? String(saved.id) : '' });
        }}
      />
    );
  }

  return (
    <div className={styles.section}>
      <LoadError error={funnels.error} />
      {funnels.isLoading ? (
        <div className={styles.placeholder} aria-busy="true">
          <Skeleton shape="rect" height="2.5rem" />
        </div>
      ) : (
        funnels.data && (
          <>
            {list.length === 0 ? (
              <p className={styles.subtle}>{canWrite ? T.empty : T.emptyReadOnly}</p>
            ) : null}
            <div className={styles.picker}>
              {selected && (
                <Select
                  label={T.funnel}
                  value={String(selected.id)}
                  onValueChange={(value) => change({ funnel: value })}
                  options={list.map((funnel) => ({
                    value: String(funnel.id),
                    name: `${funnel.name}（${T.stepsOf(funnel.steps.length)}・${T.windowOf(funnel.window_days)}）`,
                  }))}
                />
              )}
              {canWrite && (
                <div className={styles.buttons}>
                  <Button variant={selected ? 'secondary' : 'primary'} onClick={() => setEditing('new')}>
                    {T.newFunnel}
                  </Button>
                  {selected && (
                    <Button variant="secondary" onClick={() => setEditing(selected)}>
                      {T.edit}
                    </Button>
                  )}
                </div>
              )}
            </div>
            {selected && (
              <FunnelResults
                key={selected.id}
                funnel={selected}
                range={view}
                sources={sources.data}
                canWrite={canWrite}
                onRange={(next) => change(next)}
              />
            )}
          </>
        )
      )}
    </div>
  );
}

/** A funnel's range, entry source, chart and table. */
function FunnelResults({
  funnel,
  range,
  sources,
  canWrite,
  onRange,
}: {
  funnel: Funnel;
  range: CountsRange;
  sources: EntrySource[] | undefined;
  canWrite: boolean;
  onRange: (changes: Partial<Record<'from' | 'to' | 'source', string>>) => void;
}) {
  const problem = rangeProblem(range);
  const counts = useFunnelCounts(problem ? null : funnel.id, range);
  // The segment is a tag and a saved query too: the server asks for their keys as well.
  const canTag = useCanWrite('TAG_WRITE');
  const canSave = useCanWrite('SEGMENT_WRITE');
  const canSegment = canWrite && canTag && canSave;
  const data = counts.data;
  const loading = !problem && !data && !counts.error;
  const nobody = data !== undefined && (data.steps[0]?.friends ?? 0) === 0;
  const label = (step: StepCount) => T.stepLabel(step.step, FRIEND_EVENT_KIND_LABELS[step.kind]);

  const columns: ListTableColumn<StepCount>[] = [
    { key: 'step', label: T.step, render: label },
    { key: 'friends', label: T.friends, textAlign: 'right', render: (step) => T.people(step.friends) },
    {
      key: 'from_previous',
      label: T.fromPrevious,
      textAlign: 'right',
      render: (step) => formatRate(step.from_previous),
    },
    {
      key: 'from_first',
      label: T.fromFirst,
      textAlign: 'right',
      render: (step) => formatRate(step.from_first),
    },
    ...(canSegment
      ? [
          {
            key: 'segment',
            label: T.actions,
            render: (step: StepCount) => <SegmentButton funnelId={funnel.id} step={step} range={range} />,
          } satisfies ListTableColumn<StepCount>,
        ]
      : []),
  ];

  return (
    <section
      className={styles.section}
      aria-label={T.counts}
      aria-busy={loading || counts.isValidating || undefined}
    >
      <div className={styles.range}>
        <DateInput
          label={T.from}
          value={range.from}
          clearable={false}
          onChange={(from) => onRange({ from })}
        />
        <DateInput
          label={T.to}
          value={range.to}
          clearable={false}
          errorText={problem ?? undefined}
          onChange={(to) => onRange({ to })}
        />
        <Select
          label={T.source}
          value={range.source === '' ? ALL : range.source}
          loading={sources === undefined}
          onValueChange={(value) => onRange({ source: value === ALL ? '' : value })}
          options={[
            { value: ALL, name: T.allSources },
            ...(sources ?? []).map((source) => ({ value: String(source.id), name: source.name })),
          ]}
        />
      </div>
      <p className={styles.subtle}>
        {T.rangeOf(range.from, range.to)} {T.countsNote(funnel.window_days)}
      </p>
      {counts.error && (
        <p role="alert" className={styles.notice}>
          {counts.error instanceof ApiError && counts.error.status < 500
            ? counts.error.message
            : T.countsError}
        </p>
      )}
      {nobody ? (
        <p className={styles.subtle}>{T.noData}</p>
      ) : (
        !problem && (
          <div className={styles.results}>
            {data ? (
              <BarChart
                label={T.chartLabel(
                  data.steps
                    .map((step) => T.chartStep(step.step, FRIEND_EVENT_KIND_LABELS[step.kind], step.friends))
                    .join('、'),
                )}
                bars={data.steps.map((step) => ({ label: label(step), value: step.friends }))}
              />
            ) : (
              <div className={styles.chart}>
                <Skeleton shape="rect" height="100%" announce={false} />
              </div>
            )}
            <div className={styles.tableBox}>
              <ListTable
                // A segment's notice belongs to the range it was made for: another range starts clean.
                key={`${range.from}/${range.to}/${range.source}`}
                aria-label={T.table}
                rowKey="step"
                rows={data?.steps ?? []}
                columns={columns}
                loading={loading}
                skeletonRows={funnel.steps.length}
              />
            </div>
          </div>
        )
      )}
    </section>
  );
}

/**
 * 「この友だちをセグメントにする」 for one step: the friends counted there (same range, same
 * source) get a new tag and a segment of it. Busy while it runs; then a notice naming the segment
 * with a link to the segments, or why not (422: nobody reached the step).
 */
function SegmentButton({ funnelId, step, range }: { funnelId: number; step: StepCount; range: CountsRange }) {
  const [state, setState] = useState<
    { busy: true } | { made: { name: string; friends: number } } | { failed: string } | null
  >(null);
  const run = async () => {
    setState({ busy: true });
    try {
      const made = await funnelsApi.segment(funnelId, step.step, range);
      setState({ made });
    } catch (failure) {
      setState({
        failed:
          failure instanceof ApiError && failure.status === 422 ? M.noFriends : writeError(failure).message,
      });
    }
  };
  return (
    <div className={styles.section}>
      <Button
        size="small"
        variant="secondary"
        busy={state !== null && 'busy' in state}
        disabled={step.friends === 0}
        aria-label={T.toSegmentOf(step.step)}
        onClick={() => void run()}
      >
        {T.toSegment}
      </Button>
      {state !== null && 'made' in state && (
        <p role="status" className={styles.subtle}>
          {T.segmentMade(state.made.name, state.made.friends)}{' '}
          <Link className={pageStyles.link} to={segmentsPath}>
            {T.openSegments}
          </Link>
        </p>
      )}
      {state !== null && 'failed' in state && (
        <p role="alert" className={styles.problem}>
          {state.failed}
        </p>
      )}
    </div>
  );
}

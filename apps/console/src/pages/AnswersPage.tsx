import { FRIENDS_ROUTES } from '@console/contract/friends';
import type { Answer, FormField, PageFamilyKind } from '@console/contract/pages';
import {
  Breadcrumb,
  ListTable,
  type ListTableColumn,
  PageContent,
  PageHeader,
  SegmentedControl,
  Tabs,
} from '@console/ui';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { BarChart } from '../shared/BarChart';
import { formatTokyoSecond } from '../shared/dates';
import { Pager } from '../shared/Pager';
import * as pageStyles from '../shared/pages.css';
import { LoadError } from '../shared/writes';
import { useAnswerSummary, useAnswers, usePage } from './hooks';
import { PAGES_TEXT as T } from './messages';
import * as styles from './pages.css';
import { answersPath, listPath } from './paths';
import { ANSWER_PAGE_SIZE, answersCsvUrl } from './reads';
import {
  type AnswersTab,
  type AnswerWho,
  answerCell,
  answersQueryOf,
  chartHeight,
  chartLabel,
  friendFilter,
  isChoiceField,
  questionsOf,
  type SummaryField,
} from './view';

/** Placeholder rows while the answers load: about a phone's screenful. */
const SKELETON_ROWS = 6;

const friendPath = (id: number) =>
  (FRIENDS_ROUTES.find((route) => route.name === 'FriendDetailPage')?.path ?? '/line/friends/:id').replace(
    ':id',
    String(id),
  );

const WHO_OPTIONS = [
  { value: 'all', label: T.whoAll },
  { value: 'friend', label: T.whoFriends },
  { value: 'anonymous', label: T.whoAnonymous },
] satisfies { value: AnswerWho; label: string }[];

/** One answer's value in its question's column: the text, the choices, or the file's link. */
function AnswerValue({ value }: { value: Answer['values'][string] | undefined }) {
  const cell = answerCell(value);
  if (cell.kind === 'file')
    return (
      <a className={pageStyles.link} href={cell.url} download aria-label={T.fileOf(cell.name)}>
        {cell.name}
      </a>
    );
  return <span className={styles.answerText}>{cell.text}</span>;
}

/** 回答一覧: newest first, everyone's, friends' or anonymous ones, a column per question, and the CSVs. */
function AnswerList({
  kind,
  id,
  title,
  questions,
  noForm,
  who,
  page,
  onQuery,
}: {
  kind: PageFamilyKind;
  id: number;
  title: string;
  questions: readonly FormField[];
  /** The page has no published form: the table says so (in its own place, so nothing above it moves). */
  noForm: boolean;
  who: AnswerWho;
  page: number;
  onQuery: (changes: { who?: AnswerWho; page?: number }) => void;
}) {
  const answers = useAnswers(kind, id, friendFilter(who), page);
  const columns: ListTableColumn<Answer>[] = [
    { key: 'answered_at', label: T.answeredAt, render: (answer) => formatTokyoSecond(answer.created_at) },
    {
      key: 'friend',
      label: T.friend,
      render: (answer) =>
        answer.friend ? (
          <Link to={friendPath(answer.friend.id)} className={pageStyles.link}>
            {answer.friend.display_name}
          </Link>
        ) : (
          T.anonymous
        ),
    },
    ...questions.map(
      (question): ListTableColumn<Answer> => ({
        key: `q:${question.id}`,
        label: question.label,
        render: (answer) => <AnswerValue value={answer.values[question.id]} />,
      }),
    ),
  ];
  return (
    <div className={styles.section}>
      <div className={styles.answersBar}>
        <SegmentedControl
          label={T.who}
          size="small"
          options={WHO_OPTIONS}
          value={who}
          onValueChange={(value) => onQuery({ who: value as AnswerWho })}
        />
        <div className={styles.row}>
          <a className={styles.download} href={answersCsvUrl(kind, id, 'cp932')} download>
            {T.csvCp932}
          </a>
          <a className={styles.download} href={answersCsvUrl(kind, id, 'utf8')} download>
            {T.csvUtf8}
          </a>
        </div>
      </div>
      <p className={styles.subtle}>{T.csvNote}</p>
      {/* Its line is there while loading too, so the table does not move down when the count comes. */}
      <p className={styles.subtle}>{answers.data ? T.totalOf(answers.data.total) : '\u00a0'}</p>
      <LoadError error={answers.error} />
      <div className={styles.tableScroll}>
        <ListTable
          aria-label={T.answersOf(title)}
          rows={answers.data?.items ?? []}
          columns={columns}
          loading={answers.isLoading}
          skeletonRows={SKELETON_ROWS}
          emptyText={noForm ? T.noForm : who === 'all' ? T.answersEmpty : T.answersFilteredEmpty}
        />
      </div>
      {answers.data && (
        <Pager
          page={page}
          total={answers.data.total}
          perPage={ANSWER_PAGE_SIZE}
          onPage={(next) => onQuery({ page: next })}
        />
      )}
    </div>
  );
}

type OptionRow = SummaryField['options'][number];

const OPTION_COLUMNS: ListTableColumn<OptionRow>[] = [
  { key: 'label', label: T.option },
  {
    key: 'count',
    label: T.optionCount,
    textAlign: 'right',
    render: (option) => <span className={styles.number}>{T.people(option.count)}</span>,
  },
];

/** One question's counts: a chart and its table for a choice, the answered count for the others. */
function QuestionSummary({ field, total }: { field: SummaryField; total: number }) {
  return (
    <section className={styles.question} aria-label={field.label}>
      <h2 className={styles.sectionHeading}>{field.label}</h2>
      <p className={styles.subtle}>{T.answeredCount(field.answered, total)}</p>
      {isChoiceField(field) && (
        <div className={styles.results}>
          <BarChart
            label={chartLabel(field)}
            bars={field.options.map((option) => ({ label: option.label, value: option.count }))}
            height={chartHeight(field.options.length)}
          />
          <div className={styles.tableScroll}>
            <ListTable
              aria-label={T.countsOf(field.label)}
              rows={field.options}
              rowKey="label"
              columns={OPTION_COLUMNS}
            />
          </div>
        </div>
      )}
    </section>
  );
}

/** 集計: every question of the published form with its counts. */
function AnswerSummaryTab({ kind, id }: { kind: PageFamilyKind; id: number }) {
  const summary = useAnswerSummary(kind, id);
  if (summary.error) return <LoadError error={summary.error} />;
  if (!summary.data) return <div className={styles.placeholder} aria-busy="true" />;
  const { total, fields } = summary.data;
  if (fields.length === 0) return <p className={styles.subtle}>{T.noForm}</p>;
  return (
    <div className={styles.section}>
      <p className={styles.subtle}>{total === 0 ? T.summaryEmpty : T.totalOf(total)}</p>
      {fields.map((field) => (
        <QuestionSummary key={field.id} field={field} total={total} />
      ))}
    </div>
  );
}

/**
 * /line/form/{id}/answers and /line/landing/{id}/answers (issue 33): a page's answers one by one
 * (回答一覧) and counted per question (集計).
 */
function Answers({ kind }: { kind: PageFamilyKind }) {
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const query = answersQueryOf(params);
  const page = usePage(kind, id);
  const title = page.data?.title ?? T.answersTitle[kind];
  const questions = page.data ? questionsOf(page.data) : [];
  const setQuery = (changes: { tab?: AnswersTab; who?: AnswerWho; page?: number }) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === 'list' || value === 'all' || value === 1) next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  return (
    <PageContent className={pageStyles.page}>
      <Breadcrumb
        linkComponent={Link}
        items={[
          { name: T.listTitle[kind], url: listPath(kind) },
          { name: T.answersTitle[kind], url: answersPath(kind, id) },
        ]}
      />
      <PageHeader title={title} />
      <LoadError error={page.error} />
      <Tabs
        aria-label={T.answersTabs}
        value={query.tab}
        onValueChange={(tab) => setQuery({ tab: tab as AnswersTab })}
        items={[
          {
            value: 'list',
            label: T.answersTab,
            // The list waits for the page: its questions are the table's columns, and a table
            // that gained them while its placeholder rows showed grew under the reader (layout shift).
            content:
              query.tab !== 'list' ? null : !page.data && !page.error ? (
                <div className={styles.placeholder} aria-busy="true" />
              ) : (
                <AnswerList
                  kind={kind}
                  id={id}
                  title={title}
                  questions={questions}
                  noForm={Boolean(page.data) && questions.length === 0}
                  who={query.who}
                  page={query.page}
                  onQuery={setQuery}
                />
              ),
          },
          {
            value: 'summary',
            label: T.summaryTab,
            content: query.tab === 'summary' ? <AnswerSummaryTab kind={kind} id={id} /> : null,
          },
        ]}
      />
    </PageContent>
  );
}

export const LandingAnswersPage = () => <Answers kind="landing" />;
export const FormAnswersPage = () => <Answers kind="form" />;

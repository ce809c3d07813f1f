import type { JourneyStep } from '@console/contract/journeys';
import { describe, expect, it } from 'vitest';
import { audienceLine, firstSend, quote, sendConfirmation } from './sendConfirm';

const m = (text: string): JourneyStep => ({ type: 'message', text });
const wait = (minutes: number): JourneyStep => ({ type: 'wait', minutes });

describe('firstSend: the first message a friend who enters gets, and when', () => {
  it.each<[string, JourneyStep[], ReturnType<typeof firstSend>]>([
    ['a message first goes at once', [m('ようこそ')], { text: 'ようこそ', when: { kind: 'now' } }],
    [
      'tags before it do not delay it',
      [{ type: 'add_tag', tag_id: 1 }, m('a')],
      { text: 'a', when: { kind: 'now' } },
    ],
    [
      'waits add up',
      [wait(30), wait(60), m('a'), m('b')],
      { text: 'a', when: { kind: 'after', minutes: 90 } },
    ],
    ['a wait of 0 minutes is at once', [wait(0), m('a')], { text: 'a', when: { kind: 'now' } }],
    [
      'a weekday wait names the day and time',
      [wait(60), { type: 'wait_until', weekday: 1, time: '10:00' }, m('a')],
      { text: 'a', when: { kind: 'weekday', weekday: 1, time: '10:00' } },
    ],
    [
      'a wait after a weekday wait has no single time',
      [{ type: 'wait_until', weekday: 1, time: '10:00' }, wait(5), m('a')],
      { text: 'a', when: { kind: 'later' } },
    ],
    [
      'behind a branch only some friends get it',
      [{ type: 'branch', tag_id: 1, else_step: 2 }, m('a'), m('b')],
      { text: 'a', when: { kind: 'conditional' } },
    ],
    ['an exit before any message: none', [{ type: 'exit' }, m('a')], null],
    ['no message at all: none', [wait(10), { type: 'add_tag', tag_id: 1 }], null],
    ['no steps: none', [], null],
    [
      'a template step is quoted by the template’s name',
      [wait(10), { type: 'message', template_id: 7 }],
      { text: '冬のご案内', when: { kind: 'after', minutes: 10 } },
    ],
    [
      'a template whose name is not known here is called テンプレート',
      [{ type: 'message', template_id: 8 }],
      { text: 'テンプレート', when: { kind: 'now' } },
    ],
  ])('%s', (_name, steps, expected) => {
    expect(firstSend(steps, new Map([[7, '冬のご案内']]))).toEqual(expected);
  });
});

describe('quote: a message as quoted in a sentence', () => {
  it.each([
    ['short text is kept', 'こんにちは', 'こんにちは'],
    ['lines become one', 'こんにちは\n\n明日です', 'こんにちは 明日です'],
    ['40 characters are kept whole', 'あ'.repeat(40), 'あ'.repeat(40)],
    ['41 are cut with an ellipsis', 'あ'.repeat(41), `${'あ'.repeat(40)}…`],
    ['emoji count as one character each', '😀'.repeat(41), `${'😀'.repeat(40)}…`],
  ])('%s', (_name, text, expected) => {
    expect(quote(text)).toBe(expected);
  });
});

describe('sendConfirmation: who, how many, what and when, and a button naming the count', () => {
  const steps = [m('秋のキャンペーンのお知らせです')];
  it.each<
    [
      string,
      Parameters<typeof sendConfirmation>[0],
      { title?: string; message: string; confirmLabel: string },
    ]
  >([
    [
      'start on a segment of 83',
      { action: 'start', entry: 'member_query', audience: { entering: 83, waiting: 0 }, steps },
      {
        message:
          '83人の友だちに配信を開始します。最初のメッセージ「秋のキャンペーンのお知らせです」は保存後すぐに送信されます。よろしいですか？',
        confirmLabel: '83人に配信を開始',
      },
    ],
    [
      'start with thousands: grouped digits',
      {
        action: 'start',
        entry: 'member_query',
        audience: { entering: 12345, waiting: 0 },
        steps: [wait(90), ...steps],
      },
      {
        message:
          '12,345人の友だちに配信を開始します。最初のメッセージ「秋のキャンペーンのお知らせです」は参加から1時間30分後に送信されます。よろしいですか？',
        confirmLabel: '12,345人に配信を開始',
      },
    ],
    [
      'start on a segment of 0 says so',
      { action: 'start', entry: 'member_query', audience: { entering: 0, waiting: 0 }, steps },
      {
        message:
          '今このセグメントに当てはまるフォロー中の友だちは0人のため、今は誰にも送信されません。あとから当てはまった友だちが参加します。よろしいですか？',
        confirmLabel: '配信を開始（今は0人）',
      },
    ],
    [
      'start on follow: nobody now, new friends at once after they join',
      { action: 'start', entry: 'follow', audience: { entering: 0, waiting: 0 }, steps },
      {
        message:
          '今いる友だちには送信されません。これから友だち追加した人が参加します。最初のメッセージ「秋のキャンペーンのお知らせです」は参加してすぐに送信されます。よろしいですか？',
        confirmLabel: '配信を開始（今は0人）',
      },
    ],
    [
      'start without a message step',
      { action: 'start', entry: 'member_query', audience: { entering: 5, waiting: 0 }, steps: [wait(1)] },
      {
        message:
          '5人の友だちに配信を開始します。このジャーニーにメッセージのステップはありません。よろしいですか？',
        confirmLabel: '5人に配信を開始',
      },
    ],
    [
      'resume: friends waiting and new ones, counted together on the button',
      { action: 'resume', entry: 'member_query', audience: { entering: 5, waiting: 30 }, steps },
      {
        message:
          '参加中の30人は止まっていたステップから続けます（待ち時間を過ぎた人にはすぐに送信されます）。新たに5人が参加します。最初のメッセージ「秋のキャンペーンのお知らせです」は保存後すぐに送信されます。よろしいですか？',
        confirmLabel: '35人に配信を再開',
      },
    ],
    [
      'resume with only friends waiting',
      { action: 'resume', entry: 'member_query', audience: { entering: 0, waiting: 30 }, steps },
      {
        message:
          '参加中の30人は止まっていたステップから続けます（待ち時間を過ぎた人にはすぐに送信されます）。よろしいですか？',
        confirmLabel: '30人に配信を再開',
      },
    ],
    [
      'resume with nobody',
      { action: 'resume', entry: 'member_query', audience: { entering: 0, waiting: 0 }, steps },
      {
        message:
          '今このセグメントに当てはまるフォロー中の友だちは0人のため、今は誰にも送信されません。あとから当てはまった友だちが参加します。よろしいですか？',
        confirmLabel: '配信を再開（今は0人）',
      },
    ],
    [
      'resume a trigger journey with friends waiting',
      { action: 'resume', entry: 'trigger', audience: { entering: 0, waiting: 2 }, steps },
      {
        message:
          '参加中の2人は止まっていたステップから続けます（待ち時間を過ぎた人にはすぐに送信されます）。API トリガーで呼ばれた友だちが参加します。開始しただけでは誰にも送信されません。よろしいですか？',
        confirmLabel: '2人に配信を再開',
      },
    ],
    [
      'change the segment of a journey in delivery: the new friends join with the save',
      { action: 'change', entry: 'member_query', audience: { entering: 4, waiting: 30 }, steps },
      {
        title: '開始のきっかけを変えて保存しますか？',
        message:
          '新たに4人が参加します。最初のメッセージ「秋のキャンペーンのお知らせです」は保存後すぐに送信されます。よろしいですか？',
        confirmLabel: '保存して4人に配信',
      },
    ],
    [
      'change to a segment whose friends are all in already',
      { action: 'change', entry: 'member_query', audience: { entering: 0, waiting: 30 }, steps },
      {
        message:
          '今このセグメントに当てはまるフォロー中の友だちは0人のため、今は誰にも送信されません。あとから当てはまった友だちが参加します。よろしいですか？',
        confirmLabel: '保存する（今は0人）',
      },
    ],
    [
      'change to follow: nobody now',
      { action: 'change', entry: 'follow', audience: { entering: 0, waiting: 3 }, steps },
      {
        message:
          '今いる友だちには送信されません。これから友だち追加した人が参加します。最初のメッセージ「秋のキャンペーンのお知らせです」は参加してすぐに送信されます。よろしいですか？',
        confirmLabel: '保存する（今は0人）',
      },
    ],
  ])('%s', (_name, input, expected) => {
    expect(sendConfirmation(input)).toMatchObject(expected);
  });
});

describe('audienceLine: the count under the entry', () => {
  it.each<[string, Parameters<typeof audienceLine>[0], string, boolean]>([
    [
      'a new journey',
      {
        entry: 'member_query',
        segmentChosen: true,
        audience: { entering: 83, waiting: 0 },
        saved: false,
        error: false,
      },
      '対象: 83人',
      false,
    ],
    [
      'a saved one leaves out friends in it',
      {
        entry: 'member_query',
        segmentChosen: true,
        audience: { entering: 3, waiting: 9 },
        saved: true,
        error: false,
      },
      '対象: 3人（参加済みの友だちを除く）',
      false,
    ],
    [
      'zero is marked',
      {
        entry: 'member_query',
        segmentChosen: true,
        audience: { entering: 0, waiting: 0 },
        saved: false,
        error: false,
      },
      '対象: 0人',
      true,
    ],
    [
      'while counting',
      { entry: 'member_query', segmentChosen: true, audience: undefined, saved: false, error: false },
      '対象: 数えています…',
      false,
    ],
    [
      'no segment yet',
      { entry: 'member_query', segmentChosen: false, audience: undefined, saved: false, error: false },
      '対象: セグメントを選ぶと人数を表示します',
      false,
    ],
    [
      'a failed count',
      { entry: 'member_query', segmentChosen: true, audience: undefined, saved: false, error: true },
      '対象の人数を数えられませんでした。',
      false,
    ],
    [
      'follow',
      { entry: 'follow', segmentChosen: false, audience: undefined, saved: false, error: false },
      '対象: これから友だち追加した人（今いる友だちには送信されません）',
      false,
    ],
  ])('%s', (_name, input, text, zero) => {
    expect(audienceLine(input)).toEqual({ text, zero });
  });
});

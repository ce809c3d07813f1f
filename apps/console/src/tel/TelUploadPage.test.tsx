import { TEL_SESSION_KEYS } from '@console/contract/tel';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../shared/fetcher';
import { renderApp } from '../test/render';
import { telWriterMe } from './fixtures';
import { uploadTelFile } from './hooks';
import { TelUploadPage } from './TelUploadPage';
import { paged, stubTelApi } from './testing';

vi.mock('./hooks', async (original) => ({
  ...(await original<typeof import('./hooks')>()),
  uploadTelFile: vi.fn(),
}));
const upload = vi.mocked(uploadTelFile);

const csv = () =>
  new File(['宛先電話番号,送信日,送信時刻,テンプレート番号\r\n'], 'members.csv', { type: 'text/csv' });

let manualRootForTest: string | undefined;
function TelUploadPageWithRoot() {
  return <TelUploadPage manualRoot={manualRootForTest} />;
}

const order77 = {
  id: 77,
  created_at: '2023-10-01T01:00:00.000Z',
  status: 0,
  description: '10月の新規会員',
  count_all: 1,
  count_success: 0,
  count_failed: 0,
};

async function open(manualRoot?: string) {
  manualRootForTest = manualRoot;
  stubTelApi((path) => (path.startsWith('/api/tel/list?') ? paged([order77]) : undefined));
  const { router } = renderApp({
    path: '/line/tel/upload',
    me: telWriterMe,
    screens: { TelUploadPage: TelUploadPageWithRoot },
  });
  await screen.findByRole('heading', { name: '通知メッセージファイルアップロード' });
  return { router, user: userEvent.setup() };
}

beforeEach(() => {
  sessionStorage.clear();
  upload.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TelUploadPage', () => {
  it('offers the Shift-JIS sample, the memo with its placeholder, and no manual link without a root', async () => {
    await open();
    const sample = screen.getByRole('link', { name: 'サンプルフォーマットをダウンロード' });
    expect(sample.getAttribute('href')).toBe('/files/tel/sample.csv');
    expect(screen.getByText(/Shift-JIS/)).toBeTruthy();
    expect(screen.getByLabelText('内容メモ（任意）').getAttribute('placeholder')).toBe('例: X月の新規会員');
    expect(screen.queryByRole('link', { name: /マニュアル/ })).toBeNull();
    expect(screen.getByRole('link', { name: '一覧に戻る' }).getAttribute('href')).toBe('/line/tel');
  });

  it('shows the manual link when a manual root is configured', async () => {
    await open('https://manual.example.jp/');
    expect(screen.getByRole('link', { name: /マニュアル/ }).getAttribute('href')).toBe(
      'https://manual.example.jp/tel',
    );
  });

  it('does nothing on Enter in the memo', async () => {
    const { user } = await open();
    await user.upload(screen.getByLabelText('アップロードするファイル（CSV）'), csv());
    await user.type(screen.getByLabelText('内容メモ（任意）'), '10月{Enter}');
    expect(upload).not.toHaveBeenCalled();
    expect((screen.getByLabelText('内容メモ（任意）') as HTMLInputElement).value).toBe('10月');
  });

  it('stores 登録しました and the new id, then goes to the list', async () => {
    upload.mockResolvedValue({ id: 77, count: 1 });
    const { router, user } = await open();
    await user.upload(screen.getByLabelText('アップロードするファイル（CSV）'), csv());
    await user.type(screen.getByLabelText('内容メモ（任意）'), '10月の新規会員');
    await user.click(screen.getByRole('button', { name: 'アップロード' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/line/tel'));
    const [file, description] = upload.mock.calls[0] ?? [];
    expect(description).toBe('10月の新規会員');
    expect(file?.name).toBe('members.csv');
    expect((await screen.findByTestId('tel-flash')).textContent).toBe('登録しました');
    await waitFor(() =>
      expect(document.querySelector('tr[data-highlighted="true"]')?.getAttribute('data-row-id')).toBe('77'),
    );
    expect(sessionStorage.getItem(TEL_SESSION_KEYS.lastOrderId)).toBeNull();
  });

  it('shows the 送信失敗 toast and the row errors below the form on a refused file', async () => {
    upload.mockRejectedValue(
      new ApiError(422, '入力内容に誤りがあります。', {
        file: ['2行目: 宛先電話番号が正しくありません', '5行目: 送信日が正しくありません（例: 2023/10/01）'],
      }),
    );
    const { router, user } = await open();
    await user.upload(screen.getByLabelText('アップロードするファイル（CSV）'), csv());
    await user.click(screen.getByRole('button', { name: 'アップロード' }));
    expect(await screen.findByText('送信失敗')).toBeTruthy();
    const errors = await screen.findByTestId('tel-upload-errors');
    expect([...errors.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '2行目: 宛先電話番号が正しくありません',
      '5行目: 送信日が正しくありません（例: 2023/10/01）',
    ]);
    expect(router.state.location.pathname).toBe('/line/tel/upload');
  });

  it('asks for a file before sending anything', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'アップロード' }));
    expect(await screen.findByText('ファイルを選択してください。')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it('checks the memo with the contract’s rule before sending, in the server’s words', async () => {
    const { user } = await open();
    await user.upload(screen.getByLabelText('アップロードするファイル（CSV）'), csv());
    fireEvent.change(screen.getByLabelText('内容メモ（任意）'), { target: { value: '壊れた\ud800文字' } });
    await user.click(screen.getByRole('button', { name: 'アップロード' }));
    expect(
      await screen.findByText('内容メモに使用できない文字（NUL 文字や壊れた文字）が含まれています。'),
    ).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });
});

import {
  BottomBar,
  Breadcrumb,
  Button,
  Calendar,
  Checkbox,
  ConfirmDialog,
  type ConsoleTheme,
  ConsoleUIProvider,
  DateInput,
  DatePicker,
  FileInput,
  ListTable,
  Modal,
  PageContent,
  PageHeader,
  Select,
  SidePanel,
  SortableList,
  Textarea,
  TextField,
  TimeInput,
  Timeline,
  ToastProvider,
  useSidePanel,
  useToast,
} from '@console/ui';

// An in-house app as the README shows it: every exported control, from the built package.
interface Row {
  id: number;
  name: string;
  sentAt: string;
}
const rows: Row[] = [
  { id: 1, name: '予約完了のお知らせ', sentAt: '2024-04-01 10:00' },
  { id: 2, name: '前日のリマインド', sentAt: '2024-04-02 09:30' },
];
const menus = [
  { id: 'cut', name: 'カット' },
  { id: 'color', name: 'カラー' },
];

function Notices() {
  const toast = useToast();
  return (
    <Button variant="secondary" onClick={() => toast.success('保存しました')}>
      通知を出す
    </Button>
  );
}

function Panel() {
  const panel = useSidePanel();
  return (
    <SidePanel open={panel.show} onClose={panel.close} title="予約の詳細">
      本文
    </SidePanel>
  );
}

export function App({ theme, modalOpen = false }: { theme: ConsoleTheme; modalOpen?: boolean }) {
  return (
    <ConsoleUIProvider theme={theme}>
      <ToastProvider>
        <PageHeader title="通知メッセージ" />
        <Breadcrumb
          items={[
            { name: 'ホーム', url: '/' },
            { name: '通知メッセージ', url: '/tel' },
          ]}
        />
        <PageContent>
          <TextField label="名前" defaultValue="山田 花子" />
          <Textarea label="本文" defaultValue="ご予約ありがとうございます。" />
          <Checkbox label="同意する" defaultValue={true} />
          <FileInput label="CSV ファイル" accept=".csv" />
          <Select
            label="テンプレート"
            options={[
              { name: '5:予約完了のお知らせ', value: '5' },
              { name: '6:前日のリマインド', value: '6' },
            ]}
            defaultValue="5"
          />
          <DateInput label="送信日" defaultValue="2024-04-01" />
          <TimeInput label="送信時刻" defaultValue="10:30" />
          <DatePicker label="休業日" mode="multiple" value={['2024-04-03']} onChange={() => {}} />
          <Calendar value="2024-04-01" onChange={() => {}} aria-label="日付" />
          <ListTable<Row>
            aria-label="送信履歴"
            rows={rows}
            columns={[
              { key: 'name', label: 'テンプレート' },
              { key: 'sentAt', label: '送信日時' },
            ]}
          />
          <SortableList
            aria-label="メニューの並び"
            items={menus}
            getLabel={(menu) => menu.name}
            onReorder={() => {}}
          />
          <Timeline
            kind="schedule"
            date="2024-04-01"
            resources={[{ id: 's1', name: '田中' }]}
            reservations={[
              { id: 'r1', resourceId: 's1', date: '2024-04-01', from: '10:00', to: '11:00', name: '佐藤 様' },
            ]}
            now={null}
          />
          <Notices />
          <Panel />
        </PageContent>
        <BottomBar>
          <Button>保存</Button>
        </BottomBar>
        <Modal open={modalOpen} onClose={() => {}} title="確認">
          本文
        </Modal>
        <ConfirmDialog
          open={false}
          title="削除しますか"
          message="元に戻せません。"
          onConfirm={() => {}}
          onCancel={() => {}}
        />
      </ToastProvider>
    </ConsoleUIProvider>
  );
}

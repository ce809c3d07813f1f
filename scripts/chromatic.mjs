// Chromatic（クラウドの見た目レビュー）へ Storybook を送る。プロジェクトトークンがない環境では何もしない。
// 設定は chromatic.config.json。ローカルの見た目比較は scripts/test-visual.sh が担う。
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN が未設定のため、Chromatic への送信を省略しました。');
  process.exit(0);
}

const result = spawnSync(
  'npx',
  ['chromatic', '--config-file', 'chromatic.config.json', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: process.env,
  },
);
process.exit(result.status ?? 1);

// Writes README.md's size table from size-limit's own measurement (`.size-limit.js`):
//   pnpm --filter @console/ui size:table   (builds dist first when it is missing)
// The table sits between the two markers below; everything else in the README is left alone.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const START = '<!-- size-table:start -->';
const END = '<!-- size-table:end -->';

if (!existsSync(`${root}/dist/index.js`)) execFileSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' });
const json = execFileSync('npx', ['size-limit', '--json'], { cwd: root, encoding: 'utf8' });
const results = JSON.parse(json.slice(json.indexOf('[')));
const { default: config } = await import(`${root}/.size-limit.js`);
const limits = new Map(config.map((entry) => [entry.name, entry.limit]));

const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
const rows = results.map(({ name, size, passed }) => {
  const what = name.startsWith('パッケージ全体') ? '`*`（パッケージ全体）' : `\`{ ${name} }\``;
  return `| ${what} | ${kb(size)} | ${limits.get(name)} | ${passed ? '' : '超過'} |`;
});
const table = [
  START,
  '',
  '| import | min + gzip | 予算 | |',
  '| --- | --- | --- | --- |',
  ...rows,
  '',
  `（${new Date().toISOString().slice(0, 10)} に \`pnpm --filter @console/ui size:table\` で測定）`,
  '',
  END,
].join('\n');

const readmePath = `${root}/README.md`;
const readme = readFileSync(readmePath, 'utf8');
const start = readme.indexOf(START);
const end = readme.indexOf(END);
if (start < 0 || end < start) throw new Error(`README.md に ${START} と ${END} がありません`);
writeFileSync(readmePath, readme.slice(0, start) + table + readme.slice(end + END.length));
console.log(rows.join('\n'));

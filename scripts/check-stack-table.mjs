// docs/architecture.md's stack table names every dependency of every package.json of the workspace
// (root, packages/*, apps/*: dependencies, devDependencies, peerDependencies, optionalDependencies),
// each with the packages that declare it, and names nothing that no package.json has.
//
//   node scripts/check-stack-table.mjs            checks the repository
//   node scripts/check-stack-table.mjs --root DIR checks another tree (the self-test's copies)
//   node scripts/check-stack-table.mjs --self-test proves the check bites: a copy with one extra
//                                                  dependency, and one with a row for a package
//                                                  nobody has, must both fail
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DOC = 'docs/architecture.md';
const HEADING = /^## Stack\b/;
const FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];

/** The workspace's package.json files (pnpm-workspace.yaml: packages/*, apps/*) by short name. */
function manifests(root) {
  const found = [['root', path.join(root, 'package.json')]];
  for (const parent of ['packages', 'apps']) {
    const dir = path.join(root, parent);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir).sort()) {
      const file = path.join(dir, name, 'package.json');
      if (fs.existsSync(file)) found.push([name, file]);
    }
  }
  return found;
}

/** Package name → the short names of the package.json files that declare it. */
function declared(root) {
  const byName = new Map();
  for (const [short, file] of manifests(root)) {
    const json = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const field of FIELDS) {
      for (const name of Object.keys(json[field] ?? {})) {
        const where = byName.get(name) ?? new Set();
        where.add(short);
        byName.set(name, where);
      }
    }
  }
  return byName;
}

/** The table's rows: `| \`name\` | where, where | why |` under the "## Stack" heading. */
function tableRows(root) {
  const text = fs.readFileSync(path.join(root, DOC), 'utf8');
  const lines = text.split('\n');
  const start = lines.findIndex((line) => HEADING.test(line));
  if (start < 0) throw new Error(`${DOC} has no "## Stack" section`);
  const rows = [];
  const problems = [];
  for (let i = start + 1; i < lines.length && !/^## /.test(lines[i]); i++) {
    const line = lines[i].trim();
    if (!line.startsWith('|')) continue;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (cells[0] === 'package' || /^:?-+:?$/.test(cells[0] ?? '')) continue; // header, separator
    const name = /^`([^`]+)`$/.exec(cells[0] ?? '')?.[1];
    if (!name) {
      problems.push(`${DOC}:${i + 1}: the first cell must be one package name in backticks: ${cells[0]}`);
      continue;
    }
    const where = new Set(
      (cells[1] ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    );
    if (!cells[2]) problems.push(`${DOC}:${i + 1}: \`${name}\` has no reason`);
    rows.push({ name, where, line: i + 1 });
  }
  return { rows, problems };
}

export function check(root) {
  const deps = declared(root);
  const { rows, problems } = tableRows(root);
  const named = new Map();
  for (const row of rows) {
    if (named.has(row.name)) problems.push(`${DOC}:${row.line}: \`${row.name}\` is listed twice`);
    named.set(row.name, row);
  }
  for (const [name, where] of [...deps].sort(([a], [b]) => a.localeCompare(b))) {
    const row = named.get(name);
    const expected = [...where].sort().join(', ');
    if (!row) problems.push(`missing from ${DOC}'s stack table: \`${name}\` (${expected})`);
    else if ([...row.where].sort().join(', ') !== expected)
      problems.push(
        `${DOC}:${row.line}: \`${name}\` is declared in ${expected}, the table says ${[...row.where].sort().join(', ')}`,
      );
  }
  for (const row of rows) {
    if (!deps.has(row.name)) problems.push(`${DOC}:${row.line}: \`${row.name}\` is in no package.json`);
  }
  return { problems, count: deps.size };
}

function selfTest() {
  const repo = fileURLToPath(new URL('..', import.meta.url));
  const copy = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-table-'));
    for (const [short, file] of manifests(repo)) {
      const target = short === 'root' ? 'package.json' : path.relative(repo, file);
      fs.mkdirSync(path.dirname(path.join(dir, target)), { recursive: true });
      fs.copyFileSync(file, path.join(dir, target));
    }
    fs.mkdirSync(path.join(dir, 'docs'));
    fs.copyFileSync(path.join(repo, DOC), path.join(dir, DOC));
    return dir;
  };
  const run = (dir) => {
    try {
      execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--root', dir], { stdio: 'pipe' });
      return { failed: false, output: '' };
    } catch (error) {
      return { failed: true, output: String(error.stderr) };
    }
  };
  const cases = [
    [
      'an extra dependency of apps/server',
      (dir) => {
        const file = path.join(dir, 'apps/server/package.json');
        const json = JSON.parse(fs.readFileSync(file, 'utf8'));
        json.dependencies = { ...json.dependencies, 'left-pad': '^1.3.0' };
        fs.writeFileSync(file, JSON.stringify(json));
      },
      '`left-pad` (server)',
    ],
    [
      'a row for a package no package.json has',
      (dir) => {
        const file = path.join(dir, DOC);
        const text = fs.readFileSync(file, 'utf8');
        const lines = text.split('\n');
        const start = lines.findIndex((line) => HEADING.test(line));
        const firstRow = lines.findIndex((line, i) => i > start && /^\| `/.test(line));
        lines.splice(firstRow, 0, '| `left-pad` | server | pads strings |');
        fs.writeFileSync(file, lines.join('\n'));
      },
      '`left-pad` is in no package.json',
    ],
    [
      'a dependency moved to another package.json',
      (dir) => {
        const file = path.join(dir, 'packages/contract/package.json');
        const json = JSON.parse(fs.readFileSync(file, 'utf8'));
        json.dependencies = { ...json.dependencies, swr: '^2.5.1' };
        fs.writeFileSync(file, JSON.stringify(json));
      },
      '`swr` is declared in console, contract',
    ],
  ];
  const plain = copy();
  const untouched = run(plain);
  fs.rmSync(plain, { recursive: true, force: true });
  if (untouched.failed) {
    console.error(`stack table self-test: the unchanged copy fails:\n${untouched.output}`);
    process.exit(1);
  }
  for (const [label, change, message] of cases) {
    const dir = copy();
    change(dir);
    const result = run(dir);
    fs.rmSync(dir, { recursive: true, force: true });
    if (!result.failed || !result.output.includes(message)) {
      console.error(
        `stack table self-test: ${label} is not reported (expected "${message}"):\n${result.output}`,
      );
      process.exit(1);
    }
  }
  console.log(`stack table check: bites on all ${cases.length} self-test changes`);
}

const args = process.argv.slice(2);
if (args[0] === '--self-test') {
  selfTest();
} else {
  const root = args[0] === '--root' ? args[1] : fileURLToPath(new URL('..', import.meta.url));
  const { problems, count } = check(root);
  if (problems.length) {
    console.error(`${DOC}'s stack table does not match the package.json files:`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log(`stack table: all ${count} dependencies named in ${DOC}`);
}

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { themes } from './all';
import { contrastRatio } from './contrast';
import { CONTRAST_PAIRS, type ContrastPair } from './contrastPairs';
import type { ConsoleColorTokens } from './tokens';
import { type OemCode, oemCodes } from './types';

/**
 * テーマ: 6 つの OEM を並べ、色の組み合わせごとのコントラスト比（WCAG 2.1 AA）と、すべてのトークンの値を出す。
 * 比は `contrastRatio` で計算し、play 関数が描画された色からもう一度計算して基準以上であることを確かめる。
 */

const cell: CSSProperties = { padding: '4px 8px', borderBottom: '1px solid #d0d7de', textAlign: 'left' };
const head: CSSProperties = { ...cell, position: 'sticky', top: 0, background: '#ffffff', zIndex: 1 };

function Sample({ pair, color }: { pair: ContrastPair; color: ConsoleColorTokens }) {
  const fg = color[pair.foreground];
  const bg = color[pair.background];
  const frame: CSSProperties = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 56,
    height: 28,
    backgroundColor: bg,
    border: '1px solid #6e7781',
    borderRadius: 4,
    verticalAlign: 'middle',
  };
  // Text pairs are shown as text; 3:1 pairs (borders, rings, bars) as a bar, which is how they are drawn.
  return pair.minimum === 4.5 ? (
    <span data-sample="text" style={{ ...frame, color: fg, fontWeight: 400 }}>
      あA1
    </span>
  ) : (
    <span data-sample="graphic" style={frame} role="img" aria-label={`${pair.foreground} の帯`}>
      <span data-bar="" style={{ display: 'block', width: 36, height: 6, backgroundColor: fg }} />
    </span>
  );
}

function ContrastTable() {
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: 13 }} aria-label="色の組み合わせとコントラスト比">
      <thead>
        <tr>
          <th style={head}>用途</th>
          <th style={head}>前景 / 背景</th>
          <th style={head}>AA の基準</th>
          {oemCodes.map((code) => (
            <th key={code} style={head}>
              {themes[code].displayName}（{code}）
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {CONTRAST_PAIRS.map((pair) => (
          <tr
            key={`${pair.foreground}/${pair.background}/${pair.minimum}`}
            data-pair={`${pair.foreground}/${pair.background}`}
          >
            <th scope="row" style={cell}>
              {pair.use}
            </th>
            <td style={cell}>
              <code>{pair.foreground}</code> / <code>{pair.background}</code>
            </td>
            <td style={cell}>
              {pair.minimum}:1（{pair.minimum === 4.5 ? '文字' : '図形・枠'}）
            </td>
            {oemCodes.map((code) => {
              const color = themes[code].tokens.color;
              const ratio = contrastRatio(color[pair.foreground], color[pair.background]);
              const pass = ratio >= pair.minimum;
              return (
                <td
                  key={code}
                  style={cell}
                  data-theme={code}
                  data-ratio={ratio.toFixed(3)}
                  data-minimum={pair.minimum}
                >
                  <Sample pair={pair} color={color} /> {ratio.toFixed(2)}:1 {pass ? 'AA' : '基準未満'}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every token as `path → value`, flattened (`space.small` → `6px`). */
function flatten(value: unknown, path: string[] = []): [string, string][] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, inner]) => flatten(inner, [...path, key]));
  }
  return [[path.join('.'), Array.isArray(value) ? value.join(', ') : String(value)]];
}

function TokenTable() {
  const rows = flatten(themes.console.tokens);
  const values: Record<OemCode, Map<string, string>> = Object.fromEntries(
    oemCodes.map((code) => [code, new Map(flatten(themes[code].tokens))]),
  ) as Record<OemCode, Map<string, string>>;
  const swatch = (value: string): ReactNode =>
    /^#[0-9a-f]{6}$/i.test(value) ? (
      <span
        aria-hidden="true"
        style={{
          display: 'inline-block',
          width: 14,
          height: 14,
          marginInlineEnd: 4,
          backgroundColor: value,
          border: '1px solid #6e7781',
          verticalAlign: 'middle',
        }}
      />
    ) : null;
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: 13 }} aria-label="トークンの一覧">
      <thead>
        <tr>
          <th style={head}>トークン</th>
          {oemCodes.map((code) => (
            <th key={code} style={head}>
              {code}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([path]) => (
          <tr key={path} data-token={path}>
            <th scope="row" style={cell}>
              <code>{path}</code>
            </th>
            {oemCodes.map((code) => {
              const value = values[code].get(path) ?? '';
              return (
                <td key={code} style={cell}>
                  {swatch(value)}
                  <code>{value}</code>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ThemesPage() {
  return (
    <div style={{ fontFamily: 'system-ui, sans-serif', color: '#1f2328', background: '#ffffff', padding: 8 }}>
      <h1 style={{ fontSize: 20 }}>テーマ</h1>
      <p>
        6 つの OEM テーマの色の組み合わせと、WCAG 2.1 AA の基準（文字 4.5:1、図形・枠
        3:1）に対するコントラスト比です。 同じ表を単体テスト（<code>themes.test.ts</code>
        ）でも検査しています。
      </p>
      <h2 style={{ fontSize: 16 }}>コントラスト比</h2>
      <ContrastTable />
      <h2 style={{ fontSize: 16 }}>トークン</h2>
      <TokenTable />
    </div>
  );
}

const meta = {
  title: 'テーマ',
  component: ThemesPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ThemesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `rgb(r, g, b)` as getComputedStyle gives it, to `#rrggbb`. */
const rgbToHex = (rgb: string) => {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+/g) ?? []).map(Number);
  return `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`;
};

export const 一覧: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '色の組み合わせとコントラスト比' });
    const rows = table.querySelectorAll('tbody tr');
    await expect(rows).toHaveLength(CONTRAST_PAIRS.length);
    const cells = table.querySelectorAll<HTMLElement>('td[data-theme]');
    await expect(cells).toHaveLength(CONTRAST_PAIRS.length * oemCodes.length);
    // Checked in plain code and asserted once: ~200 cells × 3 instrumented `expect`s took over 15 s
    // on a busy 2-core CI machine (each is logged to the interactions panel).
    const failures: string[] = [];
    for (const td of cells) {
      const where = `${td.dataset.theme} ${td.closest('tr')?.dataset.pair}`;
      const minimum = Number(td.dataset.minimum);
      // The ratio shown meets AA …
      if (!(Number(td.dataset.ratio) >= minimum)) failures.push(`${where}: 表示の比 ${td.dataset.ratio}`);
      if (!td.textContent?.includes('AA')) failures.push(`${where}: AA の表示がない`);
      // … and so do the colours the browser actually drew for the sample.
      const sample = td.querySelector<HTMLElement>('[data-sample]');
      const foreground =
        sample?.dataset.sample === 'text' ? sample : sample?.querySelector<HTMLElement>('[data-bar]');
      if (!sample || !foreground) {
        failures.push(`${where}: 見本がない`);
        continue;
      }
      const fg = rgbToHex(
        sample.dataset.sample === 'text'
          ? getComputedStyle(foreground).color
          : getComputedStyle(foreground).backgroundColor,
      );
      const bg = rgbToHex(getComputedStyle(sample).backgroundColor);
      const drawn = contrastRatio(fg, bg);
      if (!(drawn >= minimum))
        failures.push(`${where}: 描画された色の比 ${drawn.toFixed(2)}（${fg} / ${bg}）`);
    }
    await expect(failures).toEqual([]);
    // Every token of every theme is listed.
    const tokens = canvas.getByRole('table', { name: 'トークンの一覧' });
    await expect(tokens.querySelectorAll('tbody tr').length).toBeGreaterThan(60);
    await expect(tokens.querySelector('[data-token="color.primary"]')).toHaveTextContent(
      themes.sakura.tokens.color.primary,
    );
  },
};

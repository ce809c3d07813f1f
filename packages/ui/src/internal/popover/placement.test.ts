import { describe, expect, it } from 'vitest';
import { type AnchorBox, placePopover, samePosition } from './placement';

// A 40 px high field in a 800 px high window.
const at = (top: number): AnchorBox => ({ top, bottom: top + 40, left: 16, width: 280 });

describe('placePopover', () => {
  it.each`
    anchorTop | height | expectedSide | expectedTop | why
    ${100}    | ${300} | ${'below'}   | ${144}      | ${'room below'}
    ${456}    | ${300} | ${'below'}   | ${500}      | ${'exactly fits below (800 - 496 - 4 = 300)'}
    ${457}    | ${300} | ${'above'}   | ${153}      | ${'1 px short below, more room above'}
    ${700}    | ${300} | ${'above'}   | ${396}      | ${'near the bottom'}
    ${700}    | ${0}   | ${'below'}   | ${744}      | ${'not measured yet: below'}
    ${300}    | ${600} | ${'below'}   | ${344}      | ${'fits neither; below has more room'}
    ${420}    | ${600} | ${'above'}   | ${0}        | ${'fits neither; above has more room, clamped to the top'}
    ${380}    | ${600} | ${'below'}   | ${424}      | ${'equal room (376 each): below'}
  `('$why', ({ anchorTop, height, expectedSide, expectedTop }) => {
    const position = placePopover(at(anchorTop), height, 800, 4);
    expect(position.side).toBe(expectedSide);
    expect(position.top).toBe(expectedTop);
    expect(position.left).toBe(16);
    expect(position.anchorWidth).toBe(280);
  });
});

describe('samePosition', () => {
  const a = placePopover(at(100), 300, 800, 4);
  it.each`
    left    | right                         | expected
    ${a}    | ${{ ...a }}                   | ${true}
    ${a}    | ${{ ...a, top: a.top + 1 }}   | ${false}
    ${a}    | ${{ ...a, anchorWidth: 100 }} | ${false}
    ${a}    | ${{ ...a, side: 'above' }}    | ${false}
    ${a}    | ${null}                       | ${false}
    ${null} | ${null}                       | ${true}
  `('$left.top / $right.top → $expected', ({ left, right, expected }) => {
    expect(samePosition(left, right)).toBe(expected);
  });
});

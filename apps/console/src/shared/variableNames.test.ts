import type { CommonVars, Forms, Varia } from '@console/contract/friends';
import { describe, expect, it } from 'vitest';
import { variableNames } from './variableNames';

describe('variableNames', () => {
  it('names every variable (translatable or not), common variable and form item by its token', () => {
    const varia = {
      groups: [],
      ids: [1, 2],
      items: [
        { id: 1, name: '誕生日', translatable: true },
        { id: 2, name: '写真', translatable: false },
      ],
    } as unknown as Varia;
    const common = {
      groups: [],
      ids: [5],
      items: [{ id: 5, name: '店舗名', code: 'shop_name' }],
    } as unknown as CommonVars;
    const forms = {
      groups: [],
      ids: [7],
      items: [{ id: 7, name: 'ご希望', code: 'q1' }],
    } as unknown as Forms;
    expect([...variableNames(varia, common, forms)]).toEqual([
      ['{{var:1}}', '誕生日'],
      ['{{var:2}}', '写真'],
      ['{{common:shop_name}}', '店舗名'],
      ['{{form:q1}}', 'ご希望'],
    ]);
  });

  it('is empty while nothing is loaded (every chip then reads 不明な変数)', () => {
    expect(variableNames(undefined, undefined, undefined).size).toBe(0);
  });
});

/*
 * Names for the demo data (issue 28: 82 of 3,000 friends were 「ダイキ」). Family and given names
 * among the common ones in Japan, each with its reading, so a demo person has a kanji name, a
 * kana name and a romanised one; 40 × 40 full names, and LINE display names that people really
 * choose (the full name, the given name in kana or in latin letters). Drawn from a seeded
 * generator, so the demo is the same on every fresh start, and its tests and pictures too.
 */

/** [kanji, katakana reading, romanised]. */
type Name = readonly [string, string, string];

const FAMILY: readonly Name[] = [
  ['佐藤', 'サトウ', 'Sato'],
  ['鈴木', 'スズキ', 'Suzuki'],
  ['高橋', 'タカハシ', 'Takahashi'],
  ['田中', 'タナカ', 'Tanaka'],
  ['伊藤', 'イトウ', 'Ito'],
  ['渡辺', 'ワタナベ', 'Watanabe'],
  ['山本', 'ヤマモト', 'Yamamoto'],
  ['中村', 'ナカムラ', 'Nakamura'],
  ['小林', 'コバヤシ', 'Kobayashi'],
  ['加藤', 'カトウ', 'Kato'],
  ['吉田', 'ヨシダ', 'Yoshida'],
  ['山田', 'ヤマダ', 'Yamada'],
  ['佐々木', 'ササキ', 'Sasaki'],
  ['山口', 'ヤマグチ', 'Yamaguchi'],
  ['松本', 'マツモト', 'Matsumoto'],
  ['井上', 'イノウエ', 'Inoue'],
  ['木村', 'キムラ', 'Kimura'],
  ['林', 'ハヤシ', 'Hayashi'],
  ['斎藤', 'サイトウ', 'Saito'],
  ['清水', 'シミズ', 'Shimizu'],
  ['山崎', 'ヤマザキ', 'Yamazaki'],
  ['森', 'モリ', 'Mori'],
  ['池田', 'イケダ', 'Ikeda'],
  ['橋本', 'ハシモト', 'Hashimoto'],
  ['阿部', 'アベ', 'Abe'],
  ['石川', 'イシカワ', 'Ishikawa'],
  ['山下', 'ヤマシタ', 'Yamashita'],
  ['中島', 'ナカジマ', 'Nakajima'],
  ['石井', 'イシイ', 'Ishii'],
  ['小川', 'オガワ', 'Ogawa'],
  ['前田', 'マエダ', 'Maeda'],
  ['岡田', 'オカダ', 'Okada'],
  ['長谷川', 'ハセガワ', 'Hasegawa'],
  ['藤田', 'フジタ', 'Fujita'],
  ['後藤', 'ゴトウ', 'Goto'],
  ['近藤', 'コンドウ', 'Kondo'],
  ['村上', 'ムラカミ', 'Murakami'],
  ['遠藤', 'エンドウ', 'Endo'],
  ['青木', 'アオキ', 'Aoki'],
  ['坂本', 'サカモト', 'Sakamoto'],
];

const GIVEN: readonly Name[] = [
  ['花子', 'ハナコ', 'Hanako'],
  ['美咲', 'ミサキ', 'Misaki'],
  ['さくら', 'サクラ', 'Sakura'],
  ['陽菜', 'ヒナ', 'Hina'],
  ['結衣', 'ユイ', 'Yui'],
  ['葵', 'アオイ', 'Aoi'],
  ['彩', 'アヤ', 'Aya'],
  ['由美', 'ユミ', 'Yumi'],
  ['真理', 'マリ', 'Mari'],
  ['恵', 'メグミ', 'Megumi'],
  ['千尋', 'チヒロ', 'Chihiro'],
  ['陽子', 'ヨウコ', 'Yoko'],
  ['智子', 'トモコ', 'Tomoko'],
  ['奈々', 'ナナ', 'Nana'],
  ['香織', 'カオリ', 'Kaori'],
  ['直美', 'ナオミ', 'Naomi'],
  ['舞', 'マイ', 'Mai'],
  ['あかり', 'アカリ', 'Akari'],
  ['凛', 'リン', 'Rin'],
  ['莉子', 'リコ', 'Riko'],
  ['美月', 'ミツキ', 'Mitsuki'],
  ['優子', 'ユウコ', 'Yuko'],
  ['沙織', 'サオリ', 'Saori'],
  ['遥', 'ハルカ', 'Haruka'],
  ['太郎', 'タロウ', 'Taro'],
  ['健太', 'ケンタ', 'Kenta'],
  ['翔太', 'ショウタ', 'Shota'],
  ['大輔', 'ダイスケ', 'Daisuke'],
  ['大樹', 'ダイキ', 'Daiki'],
  ['蓮', 'レン', 'Ren'],
  ['悠真', 'ユウマ', 'Yuma'],
  ['大翔', 'ヒロト', 'Hiroto'],
  ['拓海', 'タクミ', 'Takumi'],
  ['一郎', 'イチロウ', 'Ichiro'],
  ['直樹', 'ナオキ', 'Naoki'],
  ['亮', 'リョウ', 'Ryo'],
  ['誠', 'マコト', 'Makoto'],
  ['隆', 'タカシ', 'Takashi'],
  ['湊', 'ミナト', 'Minato'],
  ['陸', 'リク', 'Riku'],
];

/** A person of the demo: the name as written, its reading, and a LINE display name. */
export interface DemoPerson {
  /** 「山田 花子」. */
  name: string;
  /** 「ヤマダ ハナコ」. */
  kana: string;
  /** What the person calls themselves on LINE: the full name mostly, else a given name. */
  displayName: string;
}

const toHiragana = (katakana: string) =>
  katakana.replace(/[ァ-ヶ]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));

/** Every full name of the demo (1,600), in a fixed order. */
export const DEMO_NAME_COUNT = FAMILY.length * GIVEN.length;

/** The demo person number `n` (0 ≤ n < DEMO_NAME_COUNT) with the display name style `style`. */
export function demoPerson(n: number, style: number): DemoPerson {
  const family = FAMILY[Math.floor(n / GIVEN.length) % FAMILY.length] as Name;
  const given = GIVEN[n % GIVEN.length] as Name;
  const name = `${family[0]} ${given[0]}`;
  // On LINE, most use their full name; some only the given name, in kana or latin letters.
  const displayName = [
    name,
    name,
    name,
    name,
    given[1],
    toHiragana(given[1]),
    given[2],
    `${family[2]} ${given[2]}`,
  ][style % 8] as string;
  return { name, kana: `${family[1]} ${given[1]}`, displayName };
}

/** A person drawn with `random` (a generator of [0, 1)). */
export function randomDemoPerson(random: () => number): DemoPerson {
  return demoPerson(Math.floor(random() * DEMO_NAME_COUNT), Math.floor(random() * 8));
}

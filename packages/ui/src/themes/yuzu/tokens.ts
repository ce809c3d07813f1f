import { type ConsoleTokens, referenceTokens } from '../tokens';

export const tokens: ConsoleTokens = {
  ...referenceTokens,
  displayName: 'ゆず',
  color: {
    ...referenceTokens.color,
    primary: '#a85200',
    primaryHover: '#853f00',
    background: '#fffdf7',
    surface: '#fdf6e7',
    surfaceHover: '#f8ebcd',
    focusRing: '#a85200',
    // The reference red sat 27° of hue from the orange primary: a crimson is told apart at a glance
    // (dangerPrimary.test.ts).
    danger: '#b51d44',
    dangerHover: '#8f1736',
  },
};

import { type ConsoleTokens, referenceTokens } from '../tokens';

export const tokens: ConsoleTokens = {
  ...referenceTokens,
  displayName: 'さくら',
  color: {
    ...referenceTokens.color,
    primary: '#c2185b',
    primaryHover: '#9c1449',
    background: '#fffafb',
    surface: '#fbf1f4',
    surfaceHover: '#f5e1e8',
    focusRing: '#c2185b',
    // The reference red sat 23° of hue from the magenta primary (ΔE2000 14): a vermilion (朱) is told
    // apart from it at a glance (dangerPrimary.test.ts).
    danger: '#b5380c',
    dangerHover: '#8f2c09',
  },
};

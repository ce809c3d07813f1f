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
  },
};

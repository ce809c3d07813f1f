import { type ConsoleTokens, referenceTokens } from '../tokens';

export const tokens: ConsoleTokens = {
  ...referenceTokens,
  displayName: 'わかば',
  color: {
    ...referenceTokens.color,
    primary: '#2b7a2f',
    primaryHover: '#225f25',
    background: '#ffffff',
    surface: '#f1f7f1',
    surfaceHover: '#e0eee1',
    focusRing: '#2b7a2f',
  },
};

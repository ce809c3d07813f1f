import { type ConsoleTokens, referenceTokens } from '../tokens';

export const tokens: ConsoleTokens = {
  ...referenceTokens,
  displayName: 'すみ',
  color: {
    ...referenceTokens.color,
    primary: '#2f3437',
    primaryHover: '#17191b',
    background: '#fbfaf7',
    surface: '#f1efea',
    surfaceHover: '#e4e1d9',
    focusRing: '#2f3437',
  },
};

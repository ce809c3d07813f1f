import { type ConsoleTokens, referenceTokens } from '../tokens';

export const tokens: ConsoleTokens = {
  ...referenceTokens,
  displayName: 'あおぞら',
  color: {
    ...referenceTokens.color,
    primary: '#0a6ca8',
    primaryHover: '#085583',
    background: '#ffffff',
    surface: '#f0f6fb',
    surfaceHover: '#dfebf5',
    focusRing: '#0a6ca8',
  },
};

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
    // The reference red read 4.4:1 on this theme's warm grey hover: a darker red keeps danger text 4.5:1.
    danger: '#b0212a',
    dangerHover: '#8c1a21',
  },
};

import { createThemeContract } from '@vanilla-extract/css';
import { resolveTokens } from './resolveTokens';
import { referenceTokens } from './tokens';

/** テーマ契約。形は参照トークンから一度だけ作り、各ブランドは値だけを与える。 */
export const vars = createThemeContract(resolveTokens(referenceTokens));

import { type ConsoleTokens, referenceTokens } from '../tokens';

/** 自社ブランド。参照トークンそのもの。 */
export const tokens: ConsoleTokens = referenceTokens;

import { createTheme } from '@vanilla-extract/css';
import { resolveTokens } from '../resolveTokens';
import { vars } from '../vars.css';
import { tokens } from './tokens';

export const themeClass = createTheme(vars, resolveTokens(tokens), 'aozora');

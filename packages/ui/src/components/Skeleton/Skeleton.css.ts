import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '0 0' },
});

/**
 * The grey of a placeholder: the hover surface, with a lighter band sweeping across while motion is
 * allowed. With prefers-reduced-motion the block stays still (WCAG 2.3.3; the band carries no information).
 */
const block = style({
  display: 'block',
  boxSizing: 'border-box',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceHover,
  backgroundImage: `linear-gradient(90deg, ${vars.color.surfaceHover} 0%, ${vars.color.surface} 50%, ${vars.color.surfaceHover} 100%)`,
  backgroundSize: '200% 100%',
  backgroundClip: 'content-box',
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${shimmer} 1.4s linear infinite`,
    },
  },
});

export const root = style({ display: 'block' });

/**
 * One line of text: the line box of the text it stands for (font size × line height), the grey bar as
 * tall as the letters (the font size) in its middle, so a paragraph of skeleton lines is exactly as tall
 * as the paragraph.
 */
export const line = style([
  block,
  {
    blockSize: `calc(var(--skeleton-font-size) * var(--skeleton-line-height))`,
    paddingBlock: `calc(var(--skeleton-font-size) * (var(--skeleton-line-height) - 1) / 2)`,
    selectors: {
      '&[data-last]': { inlineSize: '60%' },
    },
  },
]);

export const rect = style([block, { maxInlineSize: '100%' }]);

export const circle = style([block, { borderRadius: vars.radius.full, flexShrink: 0 }]);

export { visuallyHidden } from '../../internal/visuallyHidden.css';

import { style } from '@vanilla-extract/css';

/** The chart's box: its height given by the screen; chart.js fills it and follows its width. */
export const chart = style({ position: 'relative', minWidth: 0 });

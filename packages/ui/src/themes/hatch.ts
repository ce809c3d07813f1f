import { vars } from './vars.css';

/**
 * The diagonal hatch of time that cannot be booked (a salon's 予定ブロック): thin lines of
 * `blockHatch` over the element's own background, `spacing` apart. One pattern for the timeline's
 * block, its legend swatch and the phone agenda's block, so a block reads the same everywhere.
 */
export function blockHatch(spacing: string = vars.space.xsmall): string {
  const line = vars.borderWidth.standard;
  return `repeating-linear-gradient(135deg, ${vars.color.blockHatch} 0 ${line}, transparent ${line} ${spacing})`;
}

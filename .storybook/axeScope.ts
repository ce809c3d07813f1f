import type { RunOptions } from 'axe-core';

/**
 * The axe rules whose answer a theme can change. A theme is a set of CSS custom properties over the
 * same markup (packages/ui themes: colours, radii, fonts), so roles, names, labels and structure
 * come out the same in all six; colours do not. So every rule runs in the provider's own theme
 * (`console`) and axe's colour rules (tag `cat.color`: color-contrast, link-in-text-block) in the
 * five partner themes: each theme still gets its axe check, and the structural rules are not run
 * five more times for the same answer.
 *
 * A tag, not `runOnly` by rule id: axe runs a rule named in `runOnly` even where a story turned it
 * off, while `options.rules` is asked first. So a story that turns a rule off does it in
 * `a11y.options.rules` (never `a11y.config`), and that holds in every theme. The AAA contrast rule
 * shares the tag and stays off, as it is by default.
 */
export const THEME_AXE_OPTIONS = {
  runOnly: { type: 'tag', values: ['cat.color'] },
  rules: { 'color-contrast-enhanced': { enabled: false } },
} satisfies RunOptions;

/** The provider's own theme: every axe rule runs there. */
export const AXE_ALL_RULES_THEME = 'console';

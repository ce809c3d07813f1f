import * as z from 'zod/mini';
import { LINE_LIMITS } from '../line/limits';
import { lineMessagesProblems } from '../line/messages';
import { TEMPLATE_NAME_MAX_LENGTH, TEMPLATE_STATUSES } from './constants';
import { id, nameField, TEMPLATE_MESSAGES } from './schemas';

/*
 * A template as the editor sends it, apart from the read schemas: the LINE message checker it runs
 * (../line/messages.ts, ~4 kB gzip) then loads only with the editor (and the server), not with the
 * list or the screens that choose a template (measured 2026-11-27).
 */

/**
 * The messages as they are stored: 1 to 5 objects with a known `type`. What LINE's limits say
 * about each is the status's business (below), so a draft keeps what the operator typed.
 */
const storedMessages = z
  .array(z.record(z.string(), z.unknown()), { error: TEMPLATE_MESSAGES.messages })
  .check(
    z.minLength(LINE_LIMITS.MESSAGES_PER_REQUEST_MIN, { error: TEMPLATE_MESSAGES.messages }),
    z.maxLength(LINE_LIMITS.MESSAGES_PER_REQUEST_MAX, { error: TEMPLATE_MESSAGES.messages }),
  );

export const templateInputSchema = z
  .object({
    name: nameField(TEMPLATE_NAME_MAX_LENGTH),
    group_id: z.optional(z.nullable(id)),
    status: z.enum(TEMPLATE_STATUSES, { error: TEMPLATE_MESSAGES.status }),
    messages: storedMessages,
  })
  .check(
    // A ready template meets LINE's limits: each failure is an issue at its field
    // (`messages.1.template.actions.0.label`), the words the editor shows there as one types.
    z.superRefine((input, ctx) => {
      const { length } = input.messages;
      const counted =
        length >= LINE_LIMITS.MESSAGES_PER_REQUEST_MIN && length <= LINE_LIMITS.MESSAGES_PER_REQUEST_MAX;
      if (input.status !== 'ready' || !counted) return;
      for (const problem of lineMessagesProblems(input.messages)) {
        ctx.issues.push({
          code: 'custom',
          message: problem.message,
          path: problem.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
          input: input.messages,
        });
      }
    }),
  );
export type TemplateInput = z.input<typeof templateInputSchema>;

import {
  TEMPLATE_EDIT_OPS,
  type Template,
  type TemplateInput,
  type TemplateStatus,
  templateInputSchema,
} from '@console/contract/templates';
import { useToast } from '@console/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { apiCall } from '../shared/fetcher';
import { checkInput, writeError } from '../shared/writes';
import { templateKey } from './hooks';
import { TEMPLATES_TEXT as T } from './messages';

export type SaveResult =
  | { saved: Template; fields: Record<string, string> }
  | { saved: null; fields: Record<string, string> };

/**
 * The save of both template editors (the message editor and the Flex editor): the contract's check
 * first, then create or update; the toast says what happened (a refused ready save counts LINE's
 * problems); the lists and the journey editor's template choices are read again. The caller marks
 * its form clean, shows `fields` under their fields and moves on.
 */
export function useSaveTemplate(template: Template | undefined) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState<TemplateStatus | null>(null);
  const save = async (input: TemplateInput, problems: number): Promise<SaveResult> => {
    setBusy(input.status);
    try {
      checkInput(templateInputSchema, input);
      const saved = template
        ? await apiCall(TEMPLATE_EDIT_OPS.updateTemplate, { params: { id: template.id }, body: input })
        : await apiCall(TEMPLATE_EDIT_OPS.createTemplate, { body: input });
      toast.success(input.status === 'ready' ? T.saved : T.savedDraft);
      await Promise.all([
        mutate(templateKey(saved.id), saved, { revalidate: false }),
        mutate(
          (key) =>
            (Array.isArray(key) && key[0] === 'templates.list') ||
            key === 'templates.groups' ||
            key === 'templates.ready',
        ),
      ]);
      return { saved, fields: {} };
    } catch (failure) {
      const { fields, messages } = writeError(failure);
      toast.error(
        input.status === 'ready' && problems > 0
          ? T.readyProblems(problems)
          : (messages[0] ?? T.unknownError),
      );
      return { saved: null, fields };
    } finally {
      setBusy(null);
    }
  };
  return { busy, save };
}

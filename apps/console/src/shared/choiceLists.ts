import useSWR from 'swr';
import { type ApiError, apiRequest, type Parser } from './fetcher';
import { contentGroupsRead, journeysRead, trackerListApiPath } from './listReads';

/*
 * Choices a screen of another feature offers (issue 31: the tracker editor's content group and
 * journey): each item's id and name only, read by path as useReadyTemplates reads its templates.
 * Not through the operations: a schema two features import goes to the file every screen loads
 * (the journeys' schemas there cost each screen with a Select 4.2 kB gzip, measured 2026-11-28).
 */

/** An item as a choice: its id and name. */
export interface Choice {
  id: number;
  name: string;
}

/** Only the fields a choice needs, from whatever the list answered. */
export const choicesOf = (body: unknown): Choice[] =>
  Array.isArray(body)
    ? body.flatMap((item) =>
        item && typeof item.id === 'number' && typeof item.name === 'string'
          ? [{ id: item.id, name: item.name }]
          : [],
      )
    : [];

export const choiceParser: Parser<Choice[]> = { parse: choicesOf };

/** The account's content groups (the templates' and the trackers'), in their order. */
export const useContentGroupChoices = () =>
  useSWR<Choice[], ApiError>('templates.groupChoices', async () =>
    choicesOf(await apiRequest(contentGroupsRead.url)),
  );

/** The account's journeys. */
export const useJourneyChoices = () =>
  useSWR<Choice[], ApiError>('journeys.choices', async () => choicesOf(await apiRequest(journeysRead.url)));

/**
 * The account's trackers, every group's (the message editors' insertion menu): asked when an
 * editor opens, not once a session, so a tracker made a moment ago is offered; not asked at all
 * where nothing can be inserted (`enabled` false: a read-only editor).
 */
export const useTrackerChoices = (enabled = true) =>
  useSWR<Choice[], ApiError>(
    enabled ? 'trackers.choices' : null,
    async () => choicesOf(await apiRequest(trackerListApiPath(undefined))),
    { revalidateOnFocus: false },
  );

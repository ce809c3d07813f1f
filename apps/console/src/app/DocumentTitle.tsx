import { documentTitle } from '@console/contract';
import { useEffect } from 'react';
import { type UIMatch, useMatches } from 'react-router-dom';
import { usePageMeta } from '../shared/meta';

/** What a route object carries in `handle`. */
export interface RouteHandle {
  title?: string;
}

/** spec §2: "{route title} - {app name}" for the deepest route with a title; else the app name. */
export function titleForMatches(matches: readonly Pick<UIMatch, 'handle'>[], appName: string): string {
  const titled = matches.findLast((match) => (match.handle as RouteHandle | undefined)?.title);
  return documentTitle((titled?.handle as RouteHandle | undefined)?.title, appName);
}

/** Sets `document.title` after each navigation. */
export function DocumentTitle() {
  const matches = useMatches();
  const { appName } = usePageMeta();
  const title = titleForMatches(matches, appName);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

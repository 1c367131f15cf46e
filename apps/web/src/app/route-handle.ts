import { useMatches } from 'react-router';

/** What a route tells the layouts around it. */
export interface RouteHandle {
  /** A workspace (the inbox) takes the whole page below the header, without margins. */
  workspace?: boolean;
}

/** Whether the page shown is a workspace. */
export const useWorkspacePage = () =>
  useMatches().some((match) => (match.handle as RouteHandle | undefined)?.workspace === true);

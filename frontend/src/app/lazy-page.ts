import { lazy } from 'react';

// Declarative routes with React.lazy rather than a data router: the same lazy chunks for about 15 KB less
// JavaScript on the first page (the data router's loaders and actions are not used here).
/** A route's page as a lazy chunk: `pick` names the export, so one module can hold several pages. */
export const page = <M,>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

/**
 * The entry: a few hundred bytes on purpose. It carries the stylesheet every page paints with from the
 * start (inlined into index.html by build/start-html.ts), and loads the app (app/boot.tsx) when index.html's
 * start script says so: at once for most pages, or, for a visitor opening a phone home or goods detail, once
 * the first screen index.html drew has its picture on screen (ui/mobile/first-screen.ts), so that the app's
 * code does not compete with that picture for a slow phone network. The script preloads the app's files when
 * it opens the gate; without the script (the dev server) the app loads at once.
 */
import './app/app.css';
// index.html's placeholder is PageLoading's markup: its rules paint it before the app is there.
import './app/areas/common/common.css';
import './ui/mobile/first-screen.css';
import { nextTask } from './lib/next-task';
import { startGate } from './ui/mobile/first-screen';

// React's DOM renderer first, the router and the app in a later task: evaluating all of them at once
// is one long task on a slow phone.
void startGate()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./app/boot'));

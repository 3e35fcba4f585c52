import type { FastifyPluginAsync } from 'fastify';
import { HELP_MESSAGES, HELP_SCREENSHOT_MAX_BYTES } from '@pm/contract/help';
import { acceptUploads, UploadStore } from '../../lib/upload';
import { HelpAdminService } from './help-admin.service';
import { HelpFeedbackRepo } from './help-feedback.repo';
import { HelpFeedbackService } from './help-feedback.service';
import { HelpRepo } from './help.repo';
import { helpRoutes } from './help.routes';
import { HelpService } from './help.service';

/**
 * The help centre (帮助中心): articles in a directory tree read and searched by everyone, readers' likes,
 * favourites, votes, read marks and page views, feedback with a screenshot, and the operators' side.
 */
export const helpModule: FastifyPluginAsync = async (app) => {
  // Uploads (lib/upload): the feedback's one screenshot, at most HELP_SCREENSHOT_MAX_BYTES.
  await acceptUploads(app, {
    maxBytes: HELP_SCREENSHOT_MAX_BYTES,
    tooLarge: HELP_MESSAGES.screenshotTooLarge,
  });
  const repo = new HelpRepo();
  helpRoutes(
    app,
    {
      help: new HelpService(app.db, repo, app.clock),
      admin: new HelpAdminService(app.db, repo, app.clock),
      feedback: new HelpFeedbackService(
        app.db,
        new HelpFeedbackRepo(),
        new UploadStore(app.config.dataDir, 'help-feedback'),
        app.clock,
      ),
    },
    { secureCookies: app.config.secureCookies },
  );
};

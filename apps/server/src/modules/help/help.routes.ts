import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HELP_MESSAGES as M, HELP_VISITOR_COOKIE } from '@pm/contract/help';
import * as R from '@pm/contract/help-schema';
import { IMAGE_TYPES } from '../../lib/upload';
import { fileRoute, route, type AnswerHeader } from '../../lib/route';
import { requireAuth } from '../../plugins/auth';
import { sessionCookieOptions } from '../auth/auth.routes';
import type { HelpAdminService } from './help-admin.service';
import type { HelpFeedbackService } from './help-feedback.service';
import type { HelpService, Reader } from './help.service';

const VISITOR_ID = /^[0-9a-f]{32}$/;
const VISITOR_COOKIE_SECONDS = 365 * 24 * 3600;
const SETS_VISITOR: Record<string, AnswerHeader> = {
  'set-cookie': {
    description: `${HELP_VISITOR_COOKIE}：访客标识（未登录时按它计浏览与投票；仅在请求未带有效标识时设置）`,
    schema: { type: 'string' },
  },
};
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export interface HelpServices {
  help: HelpService;
  admin: HelpAdminService;
  feedback: HelpFeedbackService;
}

export function helpRoutes(app: FastifyInstance, s: HelpServices, opts: { secureCookies: boolean }): void {
  const { help, admin, feedback } = s;

  /** The reader of a request: the signed-in user, else the visitor cookie (set here when missing). */
  const readerOf = (req: FastifyRequest, reply: FastifyReply): Reader => {
    if (req.auth) return { auth: req.auth, visitorId: null };
    let visitorId = req.cookies?.[HELP_VISITOR_COOKIE];
    if (!visitorId || !VISITOR_ID.test(visitorId)) {
      visitorId = crypto.randomBytes(16).toString('hex');
      reply.setCookie(HELP_VISITOR_COOKIE, visitorId, {
        ...sessionCookieOptions(opts.secureCookies),
        maxAge: VISITOR_COOKIE_SECONDS,
      });
    }
    return { auth: null, visitorId };
  };
  const readerOnly = (req: FastifyRequest): Reader => ({
    auth: req.auth ?? null,
    visitorId: req.cookies?.[HELP_VISITOR_COOKIE] ?? null,
  });

  // ---- reading ----
  route(app, R.helpHomeDirectoryRoute, () => help.homeDirectories());
  route(app, R.helpDirectoryArticleRoute, (req) => help.directoryArticles(req.query));
  route(app, R.helpSearchRoute, (req) => help.search(req.query));
  route(app, R.helpArticleDetailRoute, (req) => help.detail(req.params.id, readerOnly(req)));
  route(app, R.helpHotTermsRoute, () => help.hotTerms());
  route(app, R.helpHotArticlesRoute, () => help.hotArticles());
  route(app, R.helpTagArticlesRoute, (req) => help.byTag(req.query.tag, req.query.limit));
  route(app, R.helpPvRoute, (req, reply) => help.pageView(req.body.id, readerOf(req, reply)), {
    answerHeaders: SETS_VISITOR,
  });
  route(app, R.helpEventRoute, (req) => help.event(req.auth ?? null, req.body));
  route(app, R.helpVoteRoute, (req, reply) => help.vote(req.body, readerOf(req, reply)), {
    message: M.voted,
    answerHeaders: SETS_VISITOR,
  });

  // ---- signed in ----
  route(app, R.helpLikeRoute, (req) => help.like(requireAuth(req), req.body.id, req.body.like), {
    message: M.liked,
  });
  route(app, R.helpLikeStatusRoute, (req) => help.likeStatus(requireAuth(req), req.query.id));
  route(app, R.helpReadStatusRoute, (req) => help.markRead(requireAuth(req), req.params.id));
  route(app, R.helpFavoriteAddRoute, (req) => help.favorite(requireAuth(req), req.body.id, true), {
    message: M.favorited,
  });
  route(app, R.helpFavoriteRemoveRoute, (req) => help.favorite(requireAuth(req), req.body.id, false), {
    message: M.unfavorited,
  });
  route(app, R.helpFavoritePageRoute, (req) => help.favorites(requireAuth(req), req.query));
  route(app, R.helpFeedbackSubmitRoute, (req) => feedback.submit(requireAuth(req), req.body), {
    message: M.submitted,
  });
  route(app, R.helpFeedbackMyPageRoute, (req) => feedback.mine(requireAuth(req), req.query));
  fileRoute(app, R.helpFeedbackScreenshotRoute, IMAGE_TYPES, async (req) => {
    const shot = await feedback.screenshot(requireAuth(req), req.params.id);
    const name = `help-feedback-${req.params.id}.${EXTENSIONS[shot.contentType] ?? 'bin'}`;
    return {
      buffer: shot.buffer,
      fileName: name,
      asciiName: name,
      contentType: shot.contentType,
      inline: true,
      cacheControl: 'private, max-age=86400',
    };
  });

  // ---- operators ----
  route(app, R.adminHelpArticlePageRoute, (req) => admin.articlePage(req.query));
  route(app, R.adminHelpArticleRoute, (req) => admin.article(req.params.id));
  route(app, R.saveHelpArticleRoute, (req) => admin.saveArticle(requireAuth(req), req.body), {
    message: M.saved,
  });
  route(app, R.publishHelpArticleRoute, (req) => admin.publish(requireAuth(req), req.body), {
    message: M.saved,
  });
  route(app, R.previewHelpArticleRoute, async (req) => admin.preview(req.body.bodyMd));
  route(app, R.adminHelpDirectoryListRoute, () => admin.directories());
  route(app, R.saveHelpDirectoryRoute, (req) => admin.saveDirectory(requireAuth(req), req.body), {
    message: M.saved,
  });
  route(app, R.deleteHelpDirectoryRoute, (req) => admin.deleteDirectory(requireAuth(req), req.params.id), {
    message: M.deleted,
  });
  route(app, R.adminHelpFeedbackPageRoute, (req) => feedback.page(req.query));
  route(app, R.replyHelpFeedbackRoute, (req) => feedback.reply(requireAuth(req), req.body), {
    message: M.replied,
  });
  route(app, R.closeHelpFeedbackRoute, (req) => feedback.close(requireAuth(req), req.params.id), {
    message: M.closed,
  });
  route(app, R.helpZeroSearchPageRoute, (req) => admin.zeroSearches(req.query));
}

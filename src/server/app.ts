import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { UPLOAD_MAX_BYTES } from '../shared/constants.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { type FileStore, openFileStore } from './files/file-store.ts';
import {
  admissionsReviewRoutes,
  admissionsRoutes,
} from './modules/admissions/admissions.routes.ts';
import { attendanceRoutes } from './modules/attendance/attendance.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { signInFormRoutes } from './modules/auth/sign-in-form.routes.ts';
import { backupRoutes } from './modules/backup/backup.routes.ts';
import { backupSchedulerPlugin } from './modules/backup/backup.scheduler.ts';
import { classTeachersRoutes } from './modules/class-teachers/class-teachers.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { demoRoutes } from './modules/demo/demo.routes.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { documentsAdminRoutes } from './modules/documents/documents-admin.routes.ts';
import { galleryRoutes } from './modules/gallery/gallery.routes.ts';
import { galleryAdminRoutes } from './modules/gallery/gallery-admin.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { imagesRoutes } from './modules/images/images.routes.ts';
import { peopleRoutes } from './modules/people/people.routes.ts';
import { staffAdminRoutes } from './modules/people/staff-admin.routes.ts';
import { postsRoutes } from './modules/posts/posts.routes.ts';
import { promotionRoutes } from './modules/promotion/promotion.routes.ts';
import { resultsRoutes } from './modules/results/results.routes.ts';
import { shareCardRoutes } from './modules/site/share-card.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { smsPlugin } from './modules/sms/sms.plugin.ts';
import { smsRoutes } from './modules/sms/sms.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { allowedHostsPlugin } from './plugins/allowed-hosts.ts';
import { authPlugin } from './plugins/auth.ts';
import { COMPRESS_THRESHOLD } from './plugins/encodings.ts';
import { decorateEndpoint } from './plugins/endpoints.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { publicCachePlugin } from './plugins/public-cache.ts';
import { rateLimitHitsRepository } from './plugins/rate-limit-hits.repository.ts';
import { databaseRateLimitStore } from './plugins/rate-limit-store.ts';
import { benchClient } from './plugins/rate-limits.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { uploadsPlugin } from './plugins/uploads.ts';
import { webAppPlugin } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    files: FileStore;
  }
}

export type App = FastifyInstance;

/** Builds the whole application; main.ts listens, tests inject. */
export async function buildApp(
  config: Config,
  database: Database,
  opts: {
    /** The file store start.ts opened (and moved an earlier start's files into); by default the configured one. */
    files?: FileStore;
    /** Tests only: where the log goes (standard output otherwise). */
    logStream?: { write: (line: string) => void };
  } = {},
): Promise<App> {
  const { logStream } = opts;
  const files = opts.files ?? openFileStore(config, database.db);
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(logStream ? { stream: logStream } : {}),
            // A request is logged by its path only: query strings carry a guardian's mobile
            // number (the admission status lookup), search words and page numbers.
            serializers: {
              req: (req) => ({
                method: req.method,
                url: req.url.split('?')[0],
                remoteAddress: req.ip,
              }),
            },
          },
    // The n nearest hops (Fastify's own reading of a number), or the proxies' addresses.
    trustProxy:
      typeof config.proxies === 'number'
        ? (_address: string, hop: number) => hop < (config.proxies as number)
        : config.proxies,
    bodyLimit: 1024 * 1024,
    // Addresses the router cannot read (bad %-escapes, a path part too long) get the one error shape too.
    frameworkErrors: (error, _req, reply) => {
      const tooLong = error.statusCode === 414;
      void (reply as FastifyReply).status(tooLong ? 414 : 400).send({
        error: {
          code: tooLong ? 'url_too_long' : 'bad_url',
          message: tooLong ? 'The address is too long.' : 'The address is not valid.',
        },
      });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('files', files);
  decorateEndpoint(app);

  await app.register(errorsPlugin);
  await app.register(helmet, securityHeaders(config.trustProxy));
  // Before anything else reads the request: a name that is not the site's is refused.
  await app.register(allowedHostsPlugin);
  await app.register(compress, { threshold: COMPRESS_THRESHOLD });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    // Counted in the database, so every process on one PostgreSQL shares the limits.
    store: databaseRateLimitStore(rateLimitHitsRepository(database.db), app.log),
    // A count the database could not make lets the request through (rate-limit-store.ts says why).
    skipOnError: true,
    // The benchmark's own loopback client (and only it) is not limited: it measures the server, not 429s.
    allowList: benchClient(config),
  });
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  await app.register(publicCachePlugin);
  await app.register(authPlugin);
  await app.register(swagger, {
    openapi: {
      info: { title: 'School website API', version: '1.0.0' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  // SMS's gateway and outbox worker (started once the app is ready).
  await app.register(smsPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(siteRoutes);
      await api.register(contentRoutes);
      await api.register(postsRoutes);
      await api.register(peopleRoutes);
      await api.register(staffAdminRoutes);
      await api.register(galleryAdminRoutes);
      await api.register(documentsAdminRoutes);
      await api.register(galleryRoutes);
      await api.register(documentsRoutes);
      await api.register(admissionsRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(imagesRoutes);
      await api.register(admissionsReviewRoutes);
      await api.register(auditRoutes);
      await api.register(backupRoutes);
      await api.register(demoRoutes);
      await api.register(dashboardRoutes);
      await api.register(promotionRoutes);
      await api.register(resultsRoutes);
      await api.register(smsRoutes);
      await api.register(classTeachersRoutes);
      await api.register(attendanceRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(signInFormRoutes);
  await app.register(uploadsPlugin);
  // The picture a shared link shows for a school with no logo yet (og:image).
  await app.register(shareCardRoutes);
  await app.register(backupSchedulerPlugin);
  if (config.webDir)
    await app.register(webAppPlugin, { webDir: config.webDir, ssrEntry: config.ssrEntry });
  return app;
}

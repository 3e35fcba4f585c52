import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { UploadStore } from '../../lib/upload';
import { offlineGenerator, type MaterialGenerator } from './generator';
import { MaterialRepo } from './material.repo';
import { materialRoutes } from './material.routes';
import { MaterialService } from './material.service';
import { aiConfigFromEnv, OpenAiGenerator } from './openai-generator';

/** The generator the environment asks for: the OpenAI-compatible provider when configured, else offline. */
export function generatorFor(db: Db, clock: Clock, env: NodeJS.ProcessEnv = process.env): MaterialGenerator {
  const config = aiConfigFromEnv(env);
  return config ? new OpenAiGenerator(db, clock, config) : offlineGenerator;
}

export function createMaterial(db: Db, clock: Clock, dataDir: string, generator?: MaterialGenerator) {
  return new MaterialService(
    db,
    new MaterialRepo(),
    clock,
    generator ?? generatorFor(db, clock),
    new UploadStore(dataDir, 'material-posters'),
  );
}

/**
 * AI素材 (issue 32): material made from the goods' own data (generators: generator.ts, openai-generator.ts),
 * held to their specifications (@pm/contract/spec-lock), reviewed by operators, published once approved.
 */
export const materialModule: FastifyPluginAsync = async (app) => {
  materialRoutes(app, createMaterial(app.db, app.clock, app.config.dataDir));
};

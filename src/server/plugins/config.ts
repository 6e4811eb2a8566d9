import fp from 'fastify-plugin';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export const configPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    app.decorate('config', config);
  },
  { name: 'config' },
);

import fp from 'fastify-plugin';

export const ssrPlugin = fp(async () => {}, { name: 'ssr' });

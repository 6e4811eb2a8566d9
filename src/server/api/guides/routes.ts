import { open, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError } from '../../../contracts/errors';
import {
  AudioFileParams,
  Audioguide,
  CityGuide,
  FlyThere,
  FlyThereQuery,
  GuideCityParams,
  GuideEntryParams,
  GuideList,
  GuidesQuery,
  Walk,
} from '../../../contracts/guides';
import { HttpError, notFound } from '../../http-errors';
import { apiRoutes } from '../route';
import type { GuidesContent } from '../../engines/guides';
import { audioguide, cityGuide, guideList, walk } from './translate';

export interface GuidesRoutesContext {
  content: GuidesContent;
  flyThere: (origin: string) => Promise<FlyThere | null>;
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` of a file of `size` bytes; null when it cannot be served. */
export function byteRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [from, to] = [match[1] ?? '', match[2] ?? ''];
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

async function sendAudio(reply: FastifyReply, path: string, range: string | undefined) {
  const { size } = await stat(path);
  reply.header('content-type', 'audio/ogg; codecs=opus').header('accept-ranges', 'bytes').header('cache-control', 'public, max-age=86400');
  const wanted = range === undefined ? { start: 0, end: size - 1 } : byteRange(range, size);
  if (!wanted) {
    reply.header('content-range', `bytes */${size}`);
    throw new HttpError(416, 'Range Not Satisfiable');
  }
  const file = await open(path);
  try {
    const body = Buffer.alloc(wanted.end - wanted.start + 1);
    await file.read(body, 0, body.length, wanted.start);
    if (range !== undefined) reply.code(206).header('content-range', `bytes ${wanted.start}-${wanted.end}/${size}`);
    return reply.send(body);
  } finally {
    await file.close();
  }
}

/** The guides' calls: the catalogue, a city's guide, a walk, an audio guide and its files. */
export function guidesRoutes(app: FastifyInstance, { content, flyThere }: GuidesRoutesContext): void {
  const route = apiRoutes(app, 'Guides');
  const cached = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=3600');

  route({
    method: 'GET',
    url: '/v1/guides',
    contract: { summary: 'Every city with a guide', query: GuidesQuery, responses: { 200: GuideList } },
    handler: async ({ query }, _request, reply) => (cached(reply), guideList(content, query.locale)),
  });

  route({
    method: 'GET',
    url: '/v1/guides/:iata',
    contract: { summary: 'A city\u2019s guide', params: GuideCityParams, query: GuidesQuery, responses: { 200: CityGuide, 404: ApiError } },
    handler: async ({ params, query }, _request, reply) => {
      const found = cityGuide(content, params.iata, query.locale);
      if (!found) throw notFound(`Unknown guide ${params.iata}`);
      return (cached(reply), found);
    },
  });

  route({
    method: 'GET',
    url: '/v1/walks/:iata/:slug',
    contract: { summary: 'A walk with its stops and route', params: GuideEntryParams, query: GuidesQuery, responses: { 200: Walk, 404: ApiError } },
    handler: async ({ params, query }, _request, reply) => {
      const found = walk(content, params.iata, params.slug, query.locale);
      if (!found) throw notFound(`Unknown walk ${params.iata}/${params.slug}`);
      return (cached(reply), found);
    },
  });

  route({
    method: 'GET',
    url: '/v1/audioguides/:iata/:slug',
    contract: {
      summary: 'An audio guide: chapters, audio and transcripts',
      params: GuideEntryParams,
      query: GuidesQuery,
      responses: { 200: Audioguide, 404: ApiError },
    },
    handler: async ({ params, query }, _request, reply) => {
      const found = audioguide(content, params.iata, params.slug, query.locale);
      if (!found) throw notFound(`Unknown audio guide ${params.iata}/${params.slug}`);
      return (cached(reply), found);
    },
  });

  route({
    method: 'GET',
    url: '/v1/audio/:file',
    contract: {
      summary: 'A chapter\u2019s audio (Opus in Ogg), with range requests',
      params: AudioFileParams,
      responses: {
        200: { contentType: 'audio/ogg', description: 'The whole file' },
        206: { contentType: 'audio/ogg', description: 'The range asked for' },
        404: ApiError,
        416: ApiError,
      },
    },
    handler: async ({ params }, request, reply) => {
      if (!Object.hasOwn(content.timings, params.file)) throw notFound(`Unknown audio ${params.file}`);
      return sendAudio(reply, join(content.audioDir, params.file), request.headers.range);
    },
  });

  route({
    method: 'GET',
    url: '/v1/fly-there',
    contract: {
      summary: 'The fare engine\u2019s lowest one-way price to each guide\u2019s city',
      query: FlyThereQuery,
      responses: { 200: FlyThere, 404: ApiError },
    },
    handler: async ({ query }) => {
      const found = await flyThere(query.origin);
      if (!found) throw notFound(`Unknown place ${query.origin}`);
      return found;
    },
  });
}

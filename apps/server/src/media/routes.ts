import { MEDIA_OPS, type MediaVariant } from '@console/contract/media';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { sendList } from '../list-response';
import { defineHandlers, registerOperations } from '../operations';
import { currentUser } from '../plugins/auth';
import { messages } from './messages';
import {
  createMedia,
  deleteMedia,
  getMedia,
  mediaList,
  publicVariant,
  renameMedia,
  resizeUpload,
} from './service';
import { acceptImageUploads, checkImageUpload, receiveImage } from './upload';

/**
 * A variant's bytes never change under its token (a new upload gets a new token), so browsers,
 * CDNs and LINE may keep them for a year without asking again.
 */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The media library (issue 30): the handlers of MEDIA_OPS. */
export default async function mediaRoutes(app: FastifyInstance) {
  const account = (request: FastifyRequest) => currentUser(request).accountId;

  async function sendVariant(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    variant: MediaVariant,
  ) {
    const found = await publicVariant(app.db, app.mediaStorage, token, variant);
    if (!found) throw new HttpError(404, messages.notFound);
    reply.header('cache-control', MEDIA_CACHE_CONTROL).header('etag', found.etag);
    if (request.headers['if-none-match'] === found.etag) return reply.status(304).send();
    return reply
      .header('content-type', found.contentType)
      .header('x-content-type-options', 'nosniff')
      .send(found.bytes);
  }

  await registerOperations(
    app,
    MEDIA_OPS,
    defineHandlers(MEDIA_OPS, {
      mediaList: async (request, reply) =>
        sendList(request, reply, mediaList(app.db, account(request), request.query)),
      media: async (request) => getMedia(app.db, account(request), request.params.id),
      uploadMedia: {
        scope: acceptImageUploads,
        handler: async (request, reply) => {
          checkImageUpload(request);
          const { bytes, name } = await receiveImage(request);
          const variants = await resizeUpload(bytes);
          const id = await createMedia(app.db, app.mediaStorage, account(request), name, variants);
          return reply.status(201).send(await getMedia(app.db, account(request), id));
        },
      },
      renameMedia: async (request) => {
        await renameMedia(app.db, account(request), request.params.id, request.body.name);
        return getMedia(app.db, account(request), request.params.id);
      },
      deleteMedia: async (request, reply) => {
        await deleteMedia(app.db, app.mediaStorage, app.mediaUses, account(request), request.params.id);
        return reply.status(204).send(null);
      },
      mediaFile: async (request, reply) =>
        sendVariant(request, reply, request.params.token, request.params.variant),
      mediaImagemapFile: async (request, reply) =>
        sendVariant(request, reply, request.params.token, `imagemap-${request.params.width}` as MediaVariant),
    }),
  );
}

import { BOARDS_OPS } from '@console/contract/pages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendList } from '../../list-response';
import { defineHandlers, registerOperations } from '../../operations';
import { currentUser } from '../../plugins/auth';
import {
  createBoard,
  createBoardPost,
  deleteBoard,
  deleteBoardPost,
  getBoard,
  getBoardPost,
  listBoardPostReads,
  listBoardPosts,
  listBoards,
  updateBoard,
  updateBoardPost,
} from './service';

/*
 * The handlers of BOARDS_OPS but the friends' gate (publicFriendAccess, registered with the public
 * side of sites and boards). Reads need a session of the account, writes BOARD_WRITE (the table's
 * rule); every handler reads the account's rows only, so another account's id is 404.
 */
export async function registerBoardRoutes(app: FastifyInstance, origin: string): Promise<void> {
  const account = (request: FastifyRequest) => currentUser(request).accountId;
  const { publicFriendAccess: _gate, ...ops } = BOARDS_OPS;
  await registerOperations(
    app,
    ops,
    defineHandlers(ops, {
      boards: (request) => listBoards(app.db, account(request), origin),
      createBoard: async (request, reply) =>
        reply.status(201).send(await createBoard(app.db, account(request), request.body, origin)),
      board: (request) => getBoard(app.db, account(request), request.params.id, origin),
      updateBoard: (request) =>
        updateBoard(app.db, account(request), request.params.id, request.body, origin),
      deleteBoard: async (request, reply) => {
        await deleteBoard(app.db, account(request), request.params.id);
        return reply.status(204).send(null);
      },
      boardPosts: async (request, reply) =>
        sendList(
          request,
          reply,
          await listBoardPosts(app.db, account(request), request.params.id, request.query, origin),
        ),
      createBoardPost: async (request, reply) =>
        reply
          .status(201)
          .send(
            await createBoardPost(
              app.db,
              account(request),
              request.params.id,
              request.body,
              origin,
              new Date(),
            ),
          ),
      boardPost: (request) => getBoardPost(app.db, account(request), request.params.id, origin),
      updateBoardPost: (request) =>
        updateBoardPost(app.db, account(request), request.params.id, request.body, origin, new Date()),
      deleteBoardPost: async (request, reply) => {
        await deleteBoardPost(app.db, account(request), request.params.id);
        return reply.status(204).send(null);
      },
      boardPostReads: async (request, reply) =>
        sendList(request, reply, await listBoardPostReads(app.db, account(request), request.params.id)),
    }),
  );
}

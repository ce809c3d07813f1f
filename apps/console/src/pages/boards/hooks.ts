import type { Paged } from '@console/contract';
import {
  BOARDS_OPS,
  type Board,
  type BoardInput,
  type BoardPost,
  type BoardPostInput,
  type BoardPostStatus,
  type boardPostReadSchema,
} from '@console/contract/pages';
import useSWR, { mutate, type SWRResponse } from 'swr';
import type * as z from 'zod/mini';
import { type ApiError, apiCall, apiCallRead, apiCallReadPage } from '../../shared/fetcher';
import { BOARDS_KEY, boardListRead, boardPostsRead, boardRead, postReadersRead } from './reads';

/** A friend who read a post, and when (the contract names no type for it). */
export type BoardPostRead = z.infer<typeof boardPostReadSchema>;

/** The account's boards, newest first. */
export const useBoards = () =>
  useSWR<Board[], ApiError>(boardListRead.key, () => apiCallRead(BOARDS_OPS.boards, boardListRead));

/** One board (the posts screen's header). */
export const useBoard = (id: number) =>
  useSWR<Board, ApiError>(boardRead(id).key, () => apiCallRead(BOARDS_OPS.board, boardRead(id)));

/** A page of a board's posts; the previous page stays drawn while the next one loads. */
export function useBoardPosts(
  id: number,
  query: { q?: string; status?: BoardPostStatus },
  page: number,
): SWRResponse<Paged<BoardPost>, ApiError> {
  const read = boardPostsRead(id, query, page);
  return useSWR<Paged<BoardPost>, ApiError>(read.key, () => apiCallReadPage(BOARDS_OPS.boardPosts, read), {
    keepPreviousData: true,
  });
}

/** A page of the friends who read a post (null: the modal is closed, nothing is read). */
export function usePostReaders(
  postId: number | null,
  page: number,
): SWRResponse<Paged<BoardPostRead>, ApiError> {
  const read = postId === null ? null : postReadersRead(postId, page);
  return useSWR<Paged<BoardPostRead>, ApiError>(
    read?.key ?? null,
    () => apiCallReadPage(BOARDS_OPS.boardPostReads, read as NonNullable<typeof read>),
    { keepPreviousData: true },
  );
}

/**
 * Every board read (the list, a board, its posts, the readers): their keys start with BOARDS_KEY.
 * Asked again, not emptied: a list keeps its rows while the new answer comes. A post's write
 * changes its board's counts too, so everything is asked again.
 */
const refresh = () => mutate((key) => Array.isArray(key) && key[0] === BOARDS_KEY);

async function writing<T>(write: Promise<T>): Promise<T> {
  const answer = await write;
  await refresh();
  return answer;
}

/** The boards' writes: each refreshes the boards' reads. */
export const boardsApi = {
  create: (body: BoardInput): Promise<Board> => writing(apiCall(BOARDS_OPS.createBoard, { body })),
  update: (id: number, body: BoardInput): Promise<Board> =>
    writing(apiCall(BOARDS_OPS.updateBoard, { params: { id }, body })),
  remove: (id: number): Promise<void> =>
    writing(apiCall(BOARDS_OPS.deleteBoard, { params: { id } })).then(() => undefined),
  createPost: (boardId: number, body: BoardPostInput): Promise<BoardPost> =>
    writing(apiCall(BOARDS_OPS.createBoardPost, { params: { id: boardId }, body })),
  updatePost: (id: number, body: BoardPostInput): Promise<BoardPost> =>
    writing(apiCall(BOARDS_OPS.updateBoardPost, { params: { id }, body })),
  removePost: (id: number): Promise<void> =>
    writing(apiCall(BOARDS_OPS.deleteBoardPost, { params: { id } })).then(() => undefined),
};

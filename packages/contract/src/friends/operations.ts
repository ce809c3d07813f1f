import * as z from 'zod/mini';
import { operation } from '../operations';
import { FRIENDS_PATHS } from './paths';
import {
  commonVarInputSchema,
  commonVarItemSchema,
  commonVarsSchema,
  formsSchema,
  friendDetailSchema,
  friendListSchema,
  friendPatchSchema,
  friendQuerySchema,
  lineChannelInputSchema,
  lineChannelSchema,
  memberCountSchema,
  memberFilterInputSchema,
  memberQueryInputSchema,
  memberQueryListSchema,
  memberQuerySchema,
  tagFriendsInputSchema,
  tagFriendsResultSchema,
  tagGroupInputSchema,
  tagGroupListSchema,
  tagGroupSchema,
  tagInputSchema,
  tagListSchema,
  tagSchema,
  varChoiceListSchema,
  varGroupInputSchema,
  varGroupSchema,
  varInputSchema,
  varItemSchema,
  variaSchema,
} from './schemas';

/*
 * Friends and their data (spec §3 "Shared reference data", §7 "Shared data"): the LINE users who
 * follow the account, their tags, friend-info variables, common variables, forms and member
 * queries (segments), and the LINE channel with its webhook. The three `v_resource` reads and the
 * choices are spec §7's paths; the rest are ours (the spec shows their screens but not their calls).
 * Every id must be the caller's account's: any other answers 404.
 *
 * Keys (spec §6 and issue 26's additions): FRIEND_VAR_WRITE for friend-information variables and
 * their groups, COMMON_VAR_WRITE for common variables (their reads too), TAG_WRITE for tags, tag
 * groups and tagging friends, SEGMENT_WRITE for segments, FRIEND_WRITE for a friend's own data;
 * the LINE channel's settings are the owner's.
 */

const FRIENDS = 'friends';

// Shared data (spec §7, no payload sent) ---------------------------------------------------------

export const varia = operation({
  method: 'GET',
  path: '/api/v_resource/varia',
  access: 'session',
  tag: FRIENDS,
  summary: '共有データ: 友だち情報の項目（グループ・項目・並び順）',
  description:
    'お気に入りの項目があれば `fav` グループが先頭です。translatable の項目だけがメッセージに差し込めます（画像は不可）。',
  responses: { 200: variaSchema },
});

export const commonVars = operation({
  method: 'GET',
  path: '/api/v_resource/common_vars',
  access: { keys: ['COMMON_VAR_WRITE'] },
  tag: FRIENDS,
  summary: '共有データ: 共通変数',
  description:
    '項目はメッセージに差し込むコードと値を持ちます。COMMON_VAR_WRITE のない利用者には 403 です（spec §6）。',
  responses: { 200: commonVarsSchema },
});

export const forms = operation({
  method: 'GET',
  path: '/api/v_resource/form',
  access: 'session',
  tag: FRIENDS,
  summary: '共有データ: フォームの項目（コード付き）',
  description: 'グループがフォーム、項目がその設問です。各項目はメッセージに差し込むコードを持ちます。',
  responses: { 200: formsSchema },
});

export const varChoices = operation({
  method: 'GET',
  path: '/api/var/choice/{var_id}',
  access: 'session',
  tag: FRIENDS,
  summary: '共有データ: 選択肢の項目の選択肢（並び順）',
  description: '選択肢の項目でなければ空の配列です。ほかのアカウントの項目は 404 です。',
  responses: { 200: varChoiceListSchema },
  errors: [422],
});

// Friend-info variables and groups (FRIEND_VAR_WRITE) ---------------------------------------------

export const createVar = operation({
  method: 'POST',
  path: '/api/vars',
  access: { keys: ['FRIEND_VAR_WRITE'] },
  tag: FRIENDS,
  summary: '友だち情報の項目の登録',
  description:
    '選択肢の項目には重複のない選択肢が1つ以上必要です。グループはこのアカウントのもの（なければ 422）。',
  body: varInputSchema,
  responses: { 201: varItemSchema },
  errors: [404],
});

export const updateVar = operation({
  method: 'PUT',
  path: '/api/vars/{id}',
  access: { keys: ['FRIEND_VAR_WRITE'] },
  tag: FRIENDS,
  summary: '友だち情報の項目の変更',
  description: '選択肢は送ったもので置き換わります。友だちの値（選択肢の名前）はそのまま残ります。',
  body: varInputSchema,
  responses: { 200: varItemSchema },
});

export const deleteVar = operation({
  method: 'DELETE',
  path: '/api/vars/{id}',
  access: { keys: ['FRIEND_VAR_WRITE'] },
  tag: FRIENDS,
  summary: '友だち情報の項目の削除',
  description: 'すべての友だちのこの項目の値も消え、元に戻せません。',
  responses: { 204: null },
  errors: [422],
});

export const createVarGroup = operation({
  method: 'POST',
  path: '/api/var_groups',
  access: { keys: ['FRIEND_VAR_WRITE'] },
  tag: FRIENDS,
  summary: '友だち情報のグループの登録',
  description: 'グループは並び順の最後に加わります。名前は100文字まで。',
  body: varGroupInputSchema,
  responses: { 201: varGroupSchema },
  errors: [404],
});

export const updateVarGroup = operation({
  method: 'PUT',
  path: '/api/var_groups/{id}',
  access: { keys: ['FRIEND_VAR_WRITE'] },
  tag: FRIENDS,
  summary: '友だち情報のグループ名の変更',
  description: 'グループの項目は変わりません。ほかのアカウントのグループは 404 です。',
  body: varGroupInputSchema,
  responses: { 200: varGroupSchema },
});

export const deleteVarGroup = operation({
  method: 'DELETE',
  path: '/api/var_groups/{id}',
  access: { keys: ['FRIEND_VAR_WRITE'] },
  tag: FRIENDS,
  summary: '友だち情報のグループの削除',
  description: 'グループの項目は消えず、グループなしに残ります。',
  responses: { 204: null },
  errors: [422],
});

// Common variables (COMMON_VAR_WRITE) -----------------------------------------------------------

export const commonVarItem = operation({
  method: 'GET',
  path: '/api/common_vars/{id}',
  access: { keys: ['COMMON_VAR_WRITE'] },
  tag: FRIENDS,
  summary: '共通変数',
  description: '共通変数 1 件（コードと値）。ほかのアカウントのものは 404 です。',
  responses: { 200: commonVarItemSchema },
  errors: [422],
});

export const createCommonVarItem = operation({
  method: 'POST',
  path: '/api/common_vars',
  access: { keys: ['COMMON_VAR_WRITE'] },
  tag: FRIENDS,
  summary: '共通変数の登録',
  description: 'コードは英字で始まる半角英数字と _ で、アカウントの中で一意です（使われていれば 422）。',
  body: commonVarInputSchema,
  responses: { 201: commonVarItemSchema },
  errors: [404],
});

export const updateCommonVarItem = operation({
  method: 'PUT',
  path: '/api/common_vars/{id}',
  access: { keys: ['COMMON_VAR_WRITE'] },
  tag: FRIENDS,
  summary: '共通変数の変更',
  description:
    'コードを変えると、古いコードを差し込んだメッセージには値が入らなくなります。コードの重複は 422 です。',
  body: commonVarInputSchema,
  responses: { 200: commonVarItemSchema },
});

export const deleteCommonVarItem = operation({
  method: 'DELETE',
  path: '/api/common_vars/{id}',
  access: { keys: ['COMMON_VAR_WRITE'] },
  tag: FRIENDS,
  summary: '共通変数の削除',
  description: '元に戻せません。ほかのアカウントのものは 404 です。',
  responses: { 204: null },
  errors: [422],
});

// Friends -------------------------------------------------------------------------------------------

export const friends = operation({
  method: 'GET',
  path: FRIENDS_PATHS.friends,
  access: 'session',
  tag: FRIENDS,
  summary: '友だちの一覧',
  description:
    '名前の部分一致（かなの種類を問わない）・タグ・項目・追加日・状態・セグメントで絞り込み、サーバーで並べ替えます。?page=&per_page= でページ単位（X-Total-Count, Link）、なければ全件の配列です。',
  query: friendQuerySchema,
  responses: { 200: friendListSchema },
  errors: [404],
});

export const friend = operation({
  method: 'GET',
  path: '/api/friends/{id}',
  access: 'session',
  tag: FRIENDS,
  summary: '友だちの詳細（タグ・友だち情報・メモ）',
  description: '友だち情報は値のある項目だけを項目 id で返します。ほかのアカウントの友だちは 404 です。',
  responses: { 200: friendDetailSchema },
  errors: [422],
});

export const patchFriend = operation({
  method: 'PATCH',
  path: '/api/friends/{id}',
  access: { keys: ['FRIEND_WRITE'] },
  tag: FRIENDS,
  summary: '友だちのメモ・表示名・友だち情報の変更',
  description:
    '空文字の値はその項目を消します。値は項目の種類の形（数値、実在する日付、選択肢のどれか）でなければ 422 で、そのときは何も保存しません。',
  body: friendPatchSchema,
  responses: { 200: friendDetailSchema },
});

// Tags and tag groups (TAG_WRITE) -----------------------------------------------------------------

export const tags = operation({
  method: 'GET',
  path: '/api/tags',
  access: 'session',
  tag: FRIENDS,
  summary: 'タグの一覧',
  description: '並び順に、タグの付いた友だちの数（ブロック中も含む）つきで返します。',
  responses: { 200: tagListSchema },
});

export const tag = operation({
  method: 'GET',
  path: '/api/tags/{id}',
  access: 'session',
  tag: FRIENDS,
  summary: 'タグ',
  description: 'タグ 1 件と友だちの数。ほかのアカウントのタグは 404 です。',
  responses: { 200: tagSchema },
  errors: [422],
});

export const createTag = operation({
  method: 'POST',
  path: '/api/tags',
  access: { keys: ['TAG_WRITE'] },
  tag: FRIENDS,
  summary: 'タグの登録',
  description:
    'タグは並び順の最後に加わります。同じ名前のタグがあれば 422、グループがこのアカウントのものでなければ 422 です。',
  body: tagInputSchema,
  responses: { 201: tagSchema },
  errors: [404],
});

export const updateTag = operation({
  method: 'PUT',
  path: '/api/tags/{id}',
  access: { keys: ['TAG_WRITE'] },
  tag: FRIENDS,
  summary: 'タグ名・グループの変更',
  description: 'group_id を送らなければグループはそのままです。同じ名前のほかのタグがあれば 422 です。',
  body: tagInputSchema,
  responses: { 200: tagSchema },
});

export const deleteTag = operation({
  method: 'DELETE',
  path: '/api/tags/{id}',
  access: { keys: ['TAG_WRITE'] },
  tag: FRIENDS,
  summary: 'タグの削除',
  description: 'タグは友だちから外れ、元に戻せません。',
  responses: { 204: null },
  errors: [422],
});

export const tagFriends = operation({
  method: 'POST',
  path: '/api/tags/{id}/friends',
  access: { keys: ['TAG_WRITE'] },
  tag: FRIENDS,
  summary: '友だちにタグを付ける（まとめて）',
  description:
    '1〜10,000 人まで。すでに付いている友だちはそのままです。このアカウントの友だちでない id がひとつでもあれば 422 で、何も変えません。',
  body: tagFriendsInputSchema,
  responses: { 200: tagFriendsResultSchema },
});

export const tagFriendsRemove = operation({
  method: 'POST',
  path: '/api/tags/{id}/friends/remove',
  access: { keys: ['TAG_WRITE'] },
  tag: FRIENDS,
  summary: '友だちからタグを外す（まとめて）',
  description:
    '1〜10,000 人まで。このアカウントの友だちでない id がひとつでもあれば 422 で、何も変えません。',
  body: tagFriendsInputSchema,
  responses: { 200: tagFriendsResultSchema },
});

export const tagGroups = operation({
  method: 'GET',
  path: '/api/tag_groups',
  access: 'session',
  tag: FRIENDS,
  summary: 'タグのグループ（並び順）',
  description: 'アカウントのタグのグループを並び順に返します。',
  responses: { 200: tagGroupListSchema },
});

export const createTagGroup = operation({
  method: 'POST',
  path: '/api/tag_groups',
  access: { keys: ['TAG_WRITE'] },
  tag: FRIENDS,
  summary: 'タグのグループの登録',
  description: 'グループは並び順の最後に加わります。名前は100文字まで。',
  body: tagGroupInputSchema,
  responses: { 201: tagGroupSchema },
  errors: [404],
});

export const updateTagGroup = operation({
  method: 'PUT',
  path: '/api/tag_groups/{id}',
  access: { keys: ['TAG_WRITE'] },
  tag: FRIENDS,
  summary: 'タグのグループ名の変更',
  description: 'グループのタグは変わりません。ほかのアカウントのグループは 404 です。',
  body: tagGroupInputSchema,
  responses: { 200: tagGroupSchema },
});

export const deleteTagGroup = operation({
  method: 'DELETE',
  path: '/api/tag_groups/{id}',
  access: { keys: ['TAG_WRITE'] },
  tag: FRIENDS,
  summary: 'タグのグループの削除',
  description: 'グループのタグは消えず、グループなしに残ります。',
  responses: { 204: null },
  errors: [422],
});

// Member queries (segments, SEGMENT_WRITE) ---------------------------------------------------------

export const memberQueries = operation({
  method: 'GET',
  path: '/api/member_queries',
  access: 'session',
  tag: FRIENDS,
  summary: '保存した絞り込み（セグメント）の一覧',
  description: '作った順に返します。当てはまる友だちの数は含まず、member_queries/{id}/count で数えます。',
  responses: { 200: memberQueryListSchema },
});

export const memberQuery = operation({
  method: 'GET',
  path: '/api/member_queries/{id}',
  access: 'session',
  tag: FRIENDS,
  summary: 'セグメント',
  description: 'セグメント 1 件と絞り込みの条件。ほかのアカウントのものは 404 です。',
  responses: { 200: memberQuerySchema },
  errors: [422],
});

export const createMemberQuery = operation({
  method: 'POST',
  path: '/api/member_queries',
  access: { keys: ['SEGMENT_WRITE'] },
  tag: FRIENDS,
  summary: 'セグメントの登録',
  description:
    '条件のタグと友だち情報の項目はこのアカウントのものでなければ 422 です。追加日は開始日を終了日以前に。',
  body: memberQueryInputSchema,
  responses: { 201: memberQuerySchema },
  errors: [404],
});

export const updateMemberQuery = operation({
  method: 'PUT',
  path: '/api/member_queries/{id}',
  access: { keys: ['SEGMENT_WRITE'] },
  tag: FRIENDS,
  summary: 'セグメントの変更',
  description: '名前と条件を置き換えます。このセグメントを使うジャーニーは次の判定から新しい条件で数えます。',
  body: memberQueryInputSchema,
  responses: { 200: memberQuerySchema },
});

export const deleteMemberQuery = operation({
  method: 'DELETE',
  path: '/api/member_queries/{id}',
  access: { keys: ['SEGMENT_WRITE'] },
  tag: FRIENDS,
  summary: 'セグメントの削除',
  description: '元に戻せません。ほかのアカウントのものは 404 です。',
  responses: { 204: null },
  errors: [422],
});

export const memberQueryCount = operation({
  method: 'GET',
  path: '/api/member_queries/{id}/count',
  access: 'session',
  tag: FRIENDS,
  summary: 'セグメントに当てはまる友だちの数',
  description: '呼ぶたびに今の数を数えます（保存した数ではありません）。',
  responses: { 200: memberCountSchema },
  errors: [422],
});

export const memberQueryPreview = operation({
  method: 'POST',
  path: '/api/member_queries/count',
  access: { keys: ['SEGMENT_WRITE'] },
  tag: FRIENDS,
  summary: '保存前の絞り込みに当てはまる友だちの数',
  description:
    'セグメントの編集画面が条件を変えるたびに呼びます（何も保存しません）。条件の形やこのアカウントのものでない id は 422 です。',
  body: memberFilterInputSchema,
  responses: { 200: memberCountSchema },
  errors: [404],
});

// The LINE channel and its webhook ----------------------------------------------------------------

export const channel = operation({
  method: 'GET',
  path: FRIENDS_PATHS.channel,
  access: 'session',
  tag: FRIENDS,
  summary: 'LINE チャネル',
  description:
    'LINE Developers に登録する Webhook の URL と、受け取ったイベントの数を返します。シークレットとトークンは返しません。まだなければ 404 です。',
  responses: { 200: lineChannelSchema },
  errors: [404, 422],
});

export const updateChannel = operation({
  method: 'PUT',
  path: FRIENDS_PATHS.channel,
  access: 'owner',
  tag: FRIENDS,
  summary: 'LINE チャネルの設定（オーナーのみ）',
  description:
    '最初の登録にはチャネルシークレットが必要です。シークレットとトークンは返さず、送らなければそのまま、トークンを空にするとサンドボックスに戻ります。',
  body: lineChannelInputSchema,
  responses: { 200: lineChannelSchema },
  errors: [404],
});

export const webhook = operation({
  method: 'POST',
  path: '/api/line/webhook/{channelId}',
  access: 'signed',
  tag: FRIENDS,
  summary: 'LINE の Webhook',
  description:
    'X-Line-Signature（本文の HMAC-SHA256）を検証し、イベントを保存してすぐ 200 を返します。署名が違う場合も、チャネルがない場合も同じ 401 です。署名の正しい本文が LINE の形でなければ 400 です。',
  responses: { 200: z.object({}) },
  errors: [400],
});

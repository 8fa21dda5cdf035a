// Which of the user's posts is the current one, and the per-user memory of the chosen post (spec §6).
import type { UserPost } from '../../api/user';

/**
 * A post as GET /uc/special/change/getPost answers it. The Hotent backend marks the post in use as
 * `disabled` (spec §4 "Post switch"); the reference server also sends `isCurrent`.
 */
export type PostOption = UserPost & { isCurrent?: boolean | number | string };

const isSet = (flag: unknown) => flag === true || flag === 1 || flag === '1' || flag === 'true';

export function isMasterPost(post: PostOption): boolean {
  return isSet(post.isMaster);
}

function isServerCurrent(post: PostOption): boolean {
  return isSet(post.isCurrent) || post.disabled === true;
}

/**
 * The active post: the one this user chose in this session, else the one the server marks current,
 * else the master-organisation post, else the first.
 */
export function pickActivePost(posts: readonly PostOption[], rememberedCode: string | null): PostOption | undefined {
  return (
    posts.find((post) => rememberedCode !== null && post.postCode === rememberedCode) ??
    posts.find(isServerCurrent) ??
    posts.find(isMasterPost) ??
    posts[0]
  );
}

export function postStorageKey(userId: string): string {
  return `currentPost:${userId}`;
}

export function readRememberedPost(userId: string, storage: Storage = sessionStorage): string | null {
  try {
    return storage.getItem(postStorageKey(userId));
  } catch {
    return null;
  }
}

export function rememberPost(userId: string, postCode: string, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(postStorageKey(userId), postCode);
  } catch {
    // Storage disabled: the server still knows the current post.
  }
}

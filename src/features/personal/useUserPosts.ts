// The posts the current user can switch between, shared (SWR) by the user menu and the switch dialog.
import useSWR from 'swr';
import { unwrap } from '../../api/http';
import { getPosts } from '../../api/user';
import type { PostOption } from './postChoice';

async function fetchPosts([, userId]: readonly [string, string]): Promise<PostOption[]> {
  const posts = await unwrap(getPosts(userId, { quiet: true }));
  return Array.isArray(posts) ? posts : [];
}

export function useUserPosts(userId: string | undefined) {
  return useSWR(userId ? (['personal:posts', userId] as const) : null, fetchPosts, { revalidateOnFocus: false });
}

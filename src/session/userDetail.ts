// The current user's detail (posts, orgs, roles), shared by the header, user-info dialog and post switch.
import useSWR from 'swr';
import { unwrap } from '../api/http';
import { getUserDetail, type UserDetail } from '../api/user';
import { useCurrentUser } from './store';

export interface UserDetailState {
  detail?: UserDetail;
  error?: unknown;
  isLoading: boolean;
  mutate(): void;
}

export function userDetailKey(account: string): readonly [string, string] {
  return ['userDetail', account] as const;
}

/** `wanted: false` asks nothing yet (the header asks when its menu first opens) but shares what is cached. */
export function useUserDetail({ wanted = true }: { wanted?: boolean } = {}): UserDetailState {
  const account = useCurrentUser()?.account;
  const { data, error, isLoading, mutate } = useSWR(account && wanted ? userDetailKey(account) : null, ([, key]) =>
    unwrap(getUserDetail(key)),
  );
  return { detail: data, error, isLoading, mutate: () => void mutate() };
}

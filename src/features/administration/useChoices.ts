// The tenant's posts, roles and jobs as choices of the administration dialogs (one load each, in the page's
// language): the uc's page reads with one large page.
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { unwrap } from '../../api/http';
import { jobPage, orgPostPage, rolePage } from '../../api/org';
import type { Choice } from '../../components/ChoiceSelect';

const ALL = { pageBean: { page: 1, pageSize: 1000, showTotal: true } };
const QUIET = { quiet: true, allowDuplicate: true } as const;

export type ChoiceList = 'posts' | 'roles' | 'jobs';

async function load(list: ChoiceList): Promise<Choice[]> {
  if (list === 'posts') return (await unwrap(orgPostPage(ALL, QUIET))).rows.map((post) => ({ value: post.id, label: `${post.name}（${post.orgName ?? ''}）` }));
  if (list === 'roles') return (await unwrap(rolePage(ALL, QUIET))).rows.map((role) => ({ value: role.id, label: role.name }));
  return (await unwrap(jobPage(ALL, QUIET))).rows.map((job) => ({ value: job.id, label: job.name }));
}

export function useChoices(list: ChoiceList) {
  const { i18n } = useTranslation();
  return useSWR(['administration:choices', list, i18n.language] as const, () => load(list), { revalidateOnFocus: false });
}

// The loads of the cost-baseline pages through SWR (keys start with COST_KEY, so a change refreshes them all).
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import {
  getBaselinePermissions, getBaselineVersion, getCostOverview, getProjectBaseline, listCostProjects, listRankCosts,
} from '../../api/costBaseline';
import { unwrap } from '../../api/http';
import { COST_KEY } from './parts';

const options = { revalidateOnFocus: false } as const;

export function useProjectBaseline(projectId: string | undefined) {
  const { i18n } = useTranslation();
  return useSWR(projectId ? ([`${COST_KEY}baseline`, projectId, i18n.language] as const) : null, () => unwrap(getProjectBaseline(projectId ?? '', { quiet: true })), options);
}

export function useBaselineVersion(versionId: string | undefined) {
  const { i18n } = useTranslation();
  return useSWR(versionId ? ([`${COST_KEY}version`, versionId, i18n.language] as const) : null, () => unwrap(getBaselineVersion(versionId ?? '', { quiet: true })), options);
}

/** The projects with a baseline the caller may view (the project choosers). */
export function useViewableBaselines() {
  const { i18n } = useTranslation();
  return useSWR([`${COST_KEY}viewable`, i18n.language] as const, async () => {
    const page = await unwrap(
      listCostProjects({ pageBean: { page: 1, pageSize: 1000 }, querys: [{ property: 'baselineId', operation: 'NOTNULL' }] }, { quiet: true }),
    );
    return page.rows.filter((row) => row.myLevel !== '');
  }, options);
}

export function useCostOverview() {
  const { i18n } = useTranslation();
  return useSWR([`${COST_KEY}overview`, i18n.language] as const, () => unwrap(getCostOverview({ quiet: true })), options);
}

export function useRankCosts() {
  return useSWR([`${COST_KEY}ranks`] as const, () => unwrap(listRankCosts({ quiet: true })), options);
}

export function useBaselinePermissions(baselineId: string | undefined) {
  return useSWR(baselineId ? ([`${COST_KEY}permissions`, baselineId] as const) : null, () => unwrap(getBaselinePermissions(baselineId ?? '', { quiet: true })), options);
}

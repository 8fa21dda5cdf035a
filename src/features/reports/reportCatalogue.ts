// Which metadata definitions each report page shows (docs/reports.md): a report is a heading over sections,
// each a stored definition — a custom chart (by alias) or a query view (by SQL alias and alias, with its
// conditions, paging and .xlsx export). Adding a report is a line here, a menu item and its fixtures.

export type ReportSection = { readonly kind: 'chart'; readonly chart: string } | { readonly kind: 'queryView'; readonly sqlAlias: string; readonly alias: string };

export interface ReportDefinition {
  readonly sections: readonly ReportSection[];
  /** 'screen' lays the sections out side by side (the data screen); 'page' one below the other. */
  readonly layout: 'page' | 'screen';
}

const chart = (alias: string): ReportSection => ({ kind: 'chart', chart: alias });
const view = (sqlAlias: string, alias: string): ReportSection => ({ kind: 'queryView', sqlAlias, alias });
const page = (...sections: ReportSection[]): ReportDefinition => ({ sections, layout: 'page' });

export const REPORTS = {
  'v-gsReport': page(view('workHourSql', 'hours')),
  'v-gsAccumulate': page(view('workHourTotalSql', 'total')),
  'v-gsPreport': page(view('workHourProjectSql', 'byMonth')),
  'v-gsStatistics': page(chart('hoursByDepartment'), view('workHourDeptSql', 'byMonth')),
  'v-gsNormalWork': page(view('workHourMonthSql', 'normalWork')),
  'v-gsActivityDetail': page(view('workHourActivitySql', 'activity')),
  'v-node': page(view('flowNodeSql', 'node')),
  'v-Instance': page(view('flowInstanceSql', 'instance')),
  'v-ceremonyDays': page(view('ceremonyDaySql', 'ceremony')),
  'v-customerSatisfaction': page(chart('satisfactionByRegion'), view('customerSurveySql', 'satisfaction')),
  'v-projectTeam': page(view('projectTeamSql', 'team')),
  financeReport: page(chart('projectBudgetVsCost'), view('projectFinanceSql', 'finance')),
  'v-designShow': {
    layout: 'screen',
    sections: ['monthlySalesByRegion', 'salesShareByRegion', 'hoursByDepartment', 'satisfactionByRegion', 'headcountByDepartment', 'projectStatusShare'].map(chart),
  },
} as const satisfies Record<string, ReportDefinition>;

export type ReportKey = keyof typeof REPORTS;

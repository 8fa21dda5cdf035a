// The words the business seeds store, each with its English. The tables hold the Chinese word (as a
// Chinese organisation's data would); englishValues.ts answers the English one to English readers.
export type Term = readonly [zh: string, en: string];

export const REGIONS: readonly Term[] = [
  ['华北', 'North China'], ['华东', 'East China'], ['华南', 'South China'], ['华中', 'Central China'], ['西南', 'Southwest'], ['西北', 'Northwest'],
];
export const PRODUCTS: readonly Term[] = [
  ['协同办公', 'Collaboration'], ['流程引擎', 'Workflow engine'], ['电子签章', 'E-signature'], ['移动门户', 'Mobile portal'], ['数据报表', 'Reporting'],
];
export const POSTS: readonly Term[] = [
  ['工程师', 'Engineer'], ['高级工程师', 'Senior engineer'], ['专员', 'Specialist'], ['经理', 'Manager'], ['主管', 'Supervisor'], ['助理', 'Assistant'], ['总监', 'Director'],
];
export const SEXES = { male: ['男', 'Male'], female: ['女', 'Female'] } as const satisfies Record<string, Term>;
export const EMPLOYEE_STATUSES = { active: ['在职', 'Active'], probation: ['试用', 'On probation'], left: ['离职', 'Left'] } as const satisfies Record<string, Term>;
export const PROJECT_STATUSES = {
  notStarted: ['未开始', 'Not started'], running: ['进行中', 'In progress'], paused: ['已暂停', 'Paused'], done: ['已完成', 'Completed'],
} as const satisfies Record<string, Term>;
export const ACTIVITIES: readonly Term[] = [
  ['需求分析', 'Requirements analysis'], ['方案设计', 'Solution design'], ['开发', 'Development'], ['测试', 'Testing'],
  ['实施部署', 'Deployment'], ['会议', 'Meetings'], ['文档', 'Documentation'],
];
export const WORK_TYPES = { normal: ['正常', 'Regular'], overtime: ['加班', 'Overtime'] } as const satisfies Record<string, Term>;
export const CUSTOMERS: readonly Term[] = [
  ['华信科技', 'Huaxin Technology'], ['远东物流', 'Far East Logistics'], ['蓝海制造', 'Blue Ocean Manufacturing'], ['星辰医疗', 'Xingchen Medical'],
  ['嘉禾地产', 'Jiahe Real Estate'], ['恒通能源', 'Hengtong Energy'], ['启明教育', 'Qiming Education'], ['金桥银行', 'Golden Bridge Bank'],
  ['绿源食品', 'Lvyuan Foods'], ['天成建设', 'Tiancheng Construction'],
];
export const SURVEY_CHANNELS: readonly Term[] = [['电话回访', 'Phone follow-up'], ['问卷', 'Questionnaire'], ['现场访谈', 'On-site interview']];
export const SURVEY_COMMENTS: readonly Term[] = [
  ['响应及时', 'Quick to respond'], ['交付准时', 'Delivered on time'], ['文档完整', 'Complete documentation'], ['沟通顺畅', 'Smooth communication'],
  ['希望加快进度', 'Would like faster progress'], ['上线后问题较多', 'Many problems after go-live'], ['培训不足', 'Not enough training'], ['整体满意', 'Satisfied overall'],
];

/** Every word above, for the English lookup. */
export const SEEDED_TERMS: readonly Term[] = [
  ...REGIONS, ...PRODUCTS, ...POSTS, ...Object.values(SEXES), ...Object.values(EMPLOYEE_STATUSES), ...Object.values(PROJECT_STATUSES),
  ...ACTIVITIES, ...Object.values(WORK_TYPES), ...CUSTOMERS, ...SURVEY_CHANNELS, ...SURVEY_COMMENTS,
];

/** A work-hour entry's description: the project and the activity, in either language. */
export const workDescription = (project: string, activity: string, lang: 'zh' | 'en') => (lang === 'zh' ? `${project}：${activity}` : `${project}: ${activity}`);

// The list benchmark's data: 10,000 generated employee rows (deterministic), the custom query that shows them
// (one page holding every row; no search conditions, as the bare table has no search panel — the comparison
// is list against list) and the columns both pages show. Written as JSON beside the built pages by the Node
// side; the pages fetch them as an app fetches a definition and its data.
import type { ListColumn } from '../../../renderers/list/columns';
import type { CustomQueryDefinition } from '../../../renderers/kinds/query/definition';

export const BENCH_ROWS = 10_000;
export const ROW_HEIGHT = 40;
export const BODY_HEIGHT = 600;

const COLUMNS: [field: string, title: string, width: number][] = [
  ['code', 'Code', 110],
  ['name', 'Name', 140],
  ['dept_name', 'Department', 180],
  ['post', 'Post', 140],
  ['entry_date', 'Entry date', 120],
  ['salary', 'Salary', 110],
  ['status', 'Status', 100],
  ['email', 'Email', 220],
];

export const benchColumns: ListColumn[] = COLUMNS.map(([field, title, width]) => ({ field, title, width }));

export const benchDefinition: CustomQueryDefinition = {
  alias: 'benchEmployees',
  name: '10,000 employees',
  dsType: 'dataSource',
  needPage: 0,
  conditionfield: '[]',
  resultfield: JSON.stringify(COLUMNS.map(([field, comment, width]) => ({ field, comment, width }))),
};

const GIVEN = ['Wei', 'Fang', 'Na', 'Min', 'Jing', 'Li', 'Qiang', 'Lei', 'Jun', 'Yang'];
const FAMILY = ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Zhao', 'Huang', 'Zhou', 'Wu', 'Xu'];
const DEPARTMENTS = ['Platform Engineering', 'Application Engineering', 'Quality Assurance', 'North China Sales', 'South China Sales', 'Finance', 'Human Resources'];
const POSTS = ['Engineer', 'Senior engineer', 'Specialist', 'Manager', 'Supervisor', 'Assistant', 'Director'];
const STATUSES = ['Active', 'Active', 'Active', 'Probation', 'Left'];

export function benchRows(count = BENCH_ROWS): Record<string, string | number>[] {
  return Array.from({ length: count }, (_, index) => {
    const code = `E${String(index + 1).padStart(5, '0')}`;
    return {
      id: `emp-${index + 1}`,
      code,
      name: `${GIVEN[index % GIVEN.length]} ${FAMILY[(index * 7) % FAMILY.length]}`,
      dept_name: DEPARTMENTS[(index * 3) % DEPARTMENTS.length],
      post: POSTS[(index * 5) % POSTS.length],
      entry_date: `${2008 + (index % 18)}-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
      salary: 5000 + ((index * 7919) % 45000),
      status: STATUSES[index % STATUSES.length],
      email: `${code.toLowerCase()}@example.com`,
    };
  });
}

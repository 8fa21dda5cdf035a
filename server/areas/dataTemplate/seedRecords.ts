// Business-object records behind the data-template fixtures: hundreds per form (for paging, sorting and
// searching), generated deterministically — a value depends only on (bo alias, record number, slot) — so every
// fresh database holds the same rows. Each record satisfies its form's rules, so any of them can be edited and
// saved again; formula fields hold what their formulas compute.
import { halfDays, toChineseCurrency } from '../../../renderers/format';

export type RecordData = Record<string, unknown>;

/** A stable number in [0, 1) for (seed text, record number, slot): an FNV-1a hash finished by a 32-bit mix. */
function unit(seed: string, index: number, slot: number): number {
  let hash = 0x811c9dc5;
  for (const char of `${seed}:${index}:${slot}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  return (hash >>> 0) / 4294967296;
}

/** The draws of one record: each call to a helper uses the next slot. */
class Draw {
  private slot = 0;
  constructor(
    private readonly seed: string,
    private readonly index: number,
  ) {}
  number(): number {
    this.slot += 1;
    return unit(this.seed, this.index, this.slot);
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.number() * (max - min + 1));
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.number() * list.length)];
  }
  chance(probability: number): boolean {
    return this.number() < probability;
  }
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const DAY_MS = 86_400_000;
/** Days after 2024-01-01 as 'yyyy-MM-dd' (UTC arithmetic, so no time zone moves a date). */
const dateAfter = (days: number) => new Date(Date.UTC(2024, 0, 1) + days * DAY_MS).toISOString().slice(0, 10);
const round2 = (value: number) => Math.round(value * 100) / 100;

const ACCOUNTS = ['zhangsan', 'lisi', 'wangwu', 'zhaoliu', 'admin'];
const PEOPLE = ['王伟', '李娜', '张敏', '刘洋', '陈静', '杨磊', '赵丽', '黄勇', '周杰', '吴芳', '徐涛', '孙明', '胡艳', '朱超', '高平', '林霞'];
const MOBILE_PREFIXES = ['138', '139', '136', '158', '186', '177'];

const CONTRACT_SUBJECTS: [string, 'purchase' | 'sales' | 'service'][] = [
  ['办公设备采购', 'purchase'], ['服务器与存储采购', 'purchase'], ['办公家具采购', 'purchase'], ['劳保用品采购', 'purchase'],
  ['协同办公软件销售', 'sales'], ['流程引擎授权销售', 'sales'], ['电子签章系统销售', 'sales'], ['移动门户实施', 'sales'],
  ['物业管理服务', 'service'], ['软件运维服务', 'service'], ['年度审计服务', 'service'], ['员工体检服务', 'service'], ['网络安全评估服务', 'service'],
];
const COMPANIES: [string, string][] = [
  ['北京华信办公设备有限公司', 'Beijing Huaxin Office Equipment'], ['上海云策信息技术有限公司', 'Shanghai Yunce Information Technology'],
  ['广州南粤物业管理有限公司', 'Guangzhou Nanyue Property Management'], ['深圳前海数据服务有限公司', 'Shenzhen Qianhai Data Services'],
  ['杭州西湖软件股份有限公司', 'Hangzhou Xihu Software'], ['成都天府会计师事务所', 'Chengdu Tianfu Accounting'],
  ['武汉长江健康管理有限公司', 'Wuhan Changjiang Health Management'], ['南京金陵安全技术有限公司', 'Nanjing Jinling Security Technology'],
];
const PAYMENT_PLANS: [string, number][][] = [
  [['全款', 100]],
  [['预付款', 50], ['尾款', 50]],
  [['预付款', 30], ['中期款', 40], ['尾款', 30]],
];

function contract(draw: Draw, index: number): RecordData {
  const [subject, contractType] = draw.pick(CONTRACT_SUBJECTS);
  const [counterparty, counterpartyEn] = draw.pick(COMPANIES);
  const signDay = draw.int(0, 700);
  const effectiveDay = signDay + draw.int(0, 20);
  const expireDay = effectiveDay + draw.int(180, 1100);
  const amount = draw.int(2, 500) * 10_000;
  const plan = draw.pick(PAYMENT_PLANS);
  return {
    contractNo: `HT-2025-${pad(index, 4)}`,
    contractName: `${subject}合同`,
    contractType,
    counterparty,
    counterpartyEn,
    projectCode: `PM-2025_${pad(index, 3)}`,
    signDate: dateAfter(signDay),
    effectiveDate: dateAfter(effectiveDay),
    expireDate: dateAfter(expireDay),
    amount,
    amountCapital: toChineseCurrency(amount),
    handler: draw.pick(ACCOUNTS),
    content: `<p>${subject}，按合同约定分${plan.length}期付款。</p>`,
    scan: '',
    sub_payments: plan.map(([stage, percent], row) => ({
      stage,
      percent,
      payAmount: round2((amount * percent) / 100),
      dueDate: dateAfter(effectiveDay + row * 120 + 10),
    })),
  };
}

const PROJECT_TOPICS = ['协同办公平台', '流程引擎升级', '电子签章接入', '移动门户建设', '数据报表中心', '财务共享系统', '人事系统迁移', '供应链协同'];
const REGIONS = ['华北', '华东', '华南', '华中', '西南', '西北'];
const DEPARTMENTS = ['rd', 'mk', 'fn', 'hr', 'ad'];

function project(draw: Draw, index: number): RecordData {
  const status = draw.pick(['notStarted', 'inProgress', 'inProgress', 'paused', 'done']);
  const progress = status === 'done' ? 100 : status === 'notStarted' ? 0 : draw.int(5, 95);
  const budget = draw.int(10, 500) * 10_000;
  const start = draw.int(0, 600);
  return {
    projectCode: `P2025-${pad(index, 4)}`,
    projectName: `${draw.pick(REGIONS)}${draw.pick(PROJECT_TOPICS)}项目`,
    manager: draw.pick(PEOPLE),
    department: draw.pick(DEPARTMENTS),
    status,
    budget,
    cost: Math.round((budget * progress * (0.7 + draw.number() * 0.5)) / 100),
    startDate: dateAfter(start),
    endDate: dateAfter(start + draw.int(90, 540)),
    progress,
    description: '按季度汇报进度，重大变更须经项目委员会审批。',
  };
}

const EXPENSE_PURPOSES = ['上海出差差旅费', '北京客户拜访交通费', '部门团建餐费', '季度会议餐费', '深圳展会差旅费', '培训差旅费'];
const EXPENSE_ENDINGS = ['报销', '费用报销', '报销单'];

function expense(draw: Draw): RecordData {
  // Some claims have many rows, so the sub-table's own paging has something to page.
  const rows = draw.chance(0.2) ? draw.int(11, 16) : draw.int(1, 6);
  const items = Array.from({ length: rows }, () => {
    const subject = draw.pick(['travel', 'meal']);
    const price = round2(draw.int(2000, 120000) / 100);
    const quantity = draw.int(1, subject === 'meal' ? 12 : 3);
    return { subject, price, quantity, amount: round2(price * quantity) };
  });
  const total = round2(items.reduce((sum, item) => sum + item.amount, 0));
  return {
    title: `${draw.int(1, 12)}月${draw.pick(EXPENSE_PURPOSES)}${draw.pick(EXPENSE_ENDINGS)}`,
    total,
    totalCapital: toChineseCurrency(total),
    auditNote: '',
    sub_items: items,
  };
}

const PURCHASE_ITEMS: [string, string, number][] = [
  ['笔记本电脑', '14 英寸 / 16G / 512G', 6999], ['显示器', '27 英寸 4K', 1899], ['激光打印机', 'A4 黑白双面', 1299], ['会议平板', '75 英寸', 15800],
  ['办公椅', '人体工学', 899], ['投影仪', '1080P 商务', 4299], ['移动硬盘', '2TB', 499], ['无线键鼠套装', '静音', 199],
];
const SUPPLIERS = ['SUP-0003', 'SUP-0007', 'SUP-0012', 'SUP-0015', 'SUP-0021'];
// by the record's index, not drawn, so that the other records' draws stay as they were
const PURCHASE_APPLICANTS = ['张三', '李四', '王五', '赵六'];
const PURCHASE_CATEGORIES = ['it', 'office', 'furniture'];

function purchase(draw: Draw, index: number): RecordData {
  const items = Array.from({ length: draw.int(1, 6) }, () => {
    const [name, spec, price] = draw.pick(PURCHASE_ITEMS);
    const quantity = draw.int(1, 20);
    const unitPrice = round2(price * (0.9 + draw.number() * 0.2));
    return { name, spec, quantity, unitPrice, amount: round2(quantity * unitPrice) };
  });
  const total = round2(items.reduce((sum, item) => sum + item.amount, 0));
  return {
    applicant: PURCHASE_APPLICANTS[index % PURCHASE_APPLICANTS.length],
    applyDate: dateAfter(index * 5),
    category: PURCHASE_CATEGORIES[index % PURCHASE_CATEGORIES.length],
    title: `${draw.pick(['研发中心', '市场部', '财务部', '行政部'])}${items[0].name}采购申请`,
    supplier: draw.pick(SUPPLIERS),
    supplierEmail: `sales${pad(index, 3)}@supplier.example.com`,
    quoteUrl: `https://supplier.example.com/quotes/2025-${pad(index, 4)}`,
    expectedDate: dateAfter(draw.int(30, 730)),
    itemCount: items.length,
    total,
    totalCapital: toChineseCurrency(total),
    quotation: '',
    sub_items: items,
  };
}

const LEAVE_REASONS = ['家中有事需处理', '感冒发烧，遵医嘱休息', '回老家探亲', '陪同家人就医', '年度休假出游', '办理个人证件'];

function leave(draw: Draw, index: number): RecordData {
  const leaveType = draw.pick(['annual', 'annual', 'sick']);
  const startDay = draw.int(0, 700);
  const startTime = `${dateAfter(startDay)} ${draw.pick(['08:00:00', '13:00:00'])}`;
  const endTime = `${dateAfter(startDay + draw.int(0, 4))} ${draw.pick(['12:00:00', '18:00:00'])}`;
  const ordered = endTime > startTime ? endTime : `${dateAfter(startDay + 1)} 18:00:00`;
  return {
    applicant: draw.pick(PEOPLE),
    mobile: `${draw.pick(MOBILE_PREFIXES)}${pad(draw.int(0, 99_999_999), 8)}`,
    leaveType,
    certificate: leaveType === 'sick' ? JSON.stringify([{ fileId: `90${pad(index, 5)}`, fileName: '诊断证明.pdf', size: 204800 }]) : '',
    startTime,
    endTime: ordered,
    days: halfDays(startTime, ordered),
    reason: draw.pick(LEAVE_REASONS),
  };
}

const PLACES = ['公司总部', '首都国际机场 T3', '北京南站', '国家会议中心', '客户园区', '张江研发中心', '虹桥火车站', '市政务服务中心'];
const PROVINCES = ['京', '沪', '粤', '浙', '苏'];
const LETTERS = 'ABCDEFGHJK';

function vehicle(draw: Draw): RecordData {
  const carType = draw.pick(['sedan', 'sedan', 'mpv', 'bus']);
  const needDriver = draw.chance(0.75);
  const start = draw.int(7, 15);
  const origin = draw.pick(PLACES);
  return {
    applicant: draw.pick(ACCOUNTS),
    contactPhone: `${draw.pick(MOBILE_PREFIXES)}${pad(draw.int(0, 99_999_999), 8)}`,
    carType,
    plateNo: `${draw.pick(PROVINCES)}${LETTERS[draw.int(0, LETTERS.length - 1)]}${pad(draw.int(10000, 99999), 5)}`,
    passengers: carType === 'bus' ? draw.int(10, 45) : carType === 'mpv' ? draw.int(2, 7) : draw.int(1, 4),
    useDate: dateAfter(draw.int(0, 700)),
    startTime: `${pad(start)}:${draw.pick(['00', '30'])}:00`,
    returnTime: `${pad(start + draw.int(1, 6))}:${draw.pick(['00', '30'])}:00`,
    origin,
    destination: draw.pick(PLACES.filter((place) => place !== origin)),
    purpose: draw.pick(['接待来访客户并送往机场', '前往客户现场实施部署', '参加行业展会布展', '部门外出培训往返']),
    needDriver,
    selfDriver: needDriver ? '' : draw.pick(ACCOUNTS),
    licenseNo: needDriver ? '' : pad(draw.int(0, 999_999_999_999), 12),
    dispatcherNote: '',
  };
}

const ISSUERS: [string, string][] = [['行政', 'admin-office'], ['人事', 'hr'], ['财务', 'finance'], ['研发', 'rd']];
const ARCHIVE_TITLES = ['关于调整节假日放假安排的通知', '关于开展年度安全检查的通知', '关于印发差旅费管理办法的通知', '关于加强信息安全管理的通知', '关于年度预算编制工作的通知', '关于表彰优秀员工的决定'];

function archive(draw: Draw, index: number): RecordData {
  const [prefix, issuer] = draw.pick(ISSUERS);
  const year = 2024 + (index % 2);
  const day = draw.int(0, 700);
  const readers = Array.from({ length: draw.int(0, 3) }, (_, row) => ({
    reader: ACCOUNTS[row],
    readTime: `${dateAfter(day + row + 1)} ${pad(draw.int(8, 18))}:${pad(draw.int(0, 59))}:00`,
    comment: draw.pick(['已阅。', '已阅，转部门群。', '收到，按要求执行。']),
  }));
  return {
    docNo: `${prefix}〔${year}〕${index}号`,
    title: draw.pick(ARCHIVE_TITLES),
    secretLevel: draw.pick(['public', 'public', 'internal', 'internal', 'secret']),
    issuer,
    issueDate: `${dateAfter(day)} ${pad(draw.int(8, 17))}:${pad(draw.int(0, 59))}:00`,
    body: '<p>请各部门认真贯彻执行。</p>',
    attachments: '',
    archivist: draw.pick(ACCOUNTS),
    internalRemark: '',
    sub_circulation: readers,
  };
}

const MEETING_TOPICS = ['季度经营分析会', '项目周例会', '产品需求评审会', '新员工入职培训', '安全生产专题会', '客户方案汇报', '预算评审会'];

function meeting(draw: Draw): RecordData {
  const start = draw.int(8, 16);
  const attendees = ACCOUNTS.slice(0, draw.int(2, 5));
  return {
    subject: draw.pick(MEETING_TOPICS),
    room: draw.pick(['A301', 'B502', 'HALL']),
    meetingDate: dateAfter(draw.int(0, 700)),
    startTime: `${pad(start)}:00:00`,
    endTime: `${pad(start + draw.int(1, 3))}:30:00`,
    host: draw.pick(ACCOUNTS),
    attendees: attendees.join(','),
    attendeeCount: draw.int(2, 60),
    extension: String(draw.int(8000, 8999)),
    equipment: ['projector', 'video', 'whiteboard'].filter(() => draw.chance(0.5)),
    agreeRules: true,
  };
}

/** How many records each business object gets in the platform tenant (other tenants get a tenth). */
export const RECORD_COUNTS = {
  contract: 240,
  project: 180,
  expense: 150,
  purchase: 120,
  leave: 320,
  vehicle: 200,
  archive: 150,
  meeting: 160,
} as const;

export type SeededBoAlias = keyof typeof RECORD_COUNTS;

const GENERATORS: Record<SeededBoAlias, (draw: Draw, index: number) => RecordData> = {
  contract,
  project,
  expense: (draw) => expense(draw),
  purchase,
  leave,
  vehicle: (draw) => vehicle(draw),
  archive,
  meeting: (draw) => meeting(draw),
};

export interface SeedRecord {
  index: number;
  data: RecordData;
  createTime: string;
}

/** Records 1..count of a business object for one tenant (the tenant is part of the seed: tenants differ). */
export function generateRecords(boAlias: SeededBoAlias, tenantKey: string, count: number): SeedRecord[] {
  return Array.from({ length: count }, (_, offset) => {
    const index = offset + 1;
    const draw = new Draw(`${tenantKey}/${boAlias}`, index);
    const created = new Date(Date.UTC(2024, 0, 1) + draw.int(0, 700) * DAY_MS + draw.int(8 * 3600, 18 * 3600) * 1000);
    return { index, data: GENERATORS[boAlias](draw, index), createTime: created.toISOString().slice(0, 19).replace('T', ' ') };
  });
}

// @vitest-environment jsdom
// Each typed API function sends the method, host, path, query and body of the contract.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Base64 } from 'js-base64';
import { defaultConfig, setConfig } from '../config/runtime';
import { httpClient, type ApiResult } from './http';
import { installFakeNetwork, type SentRequest } from './testing/fakeNetwork';
import * as auth from './auth';
import * as user from './user';
import * as org from './org';
import * as tenant from './tenant';
import * as menu from './menu';
import * as message from './message';
import * as shortUrl from './shortUrl';
import * as file from './file';
import * as seal from './seal';
import * as approvalItem from './approvalItem';
import * as report from './report';

vi.mock('@douyinfe/semi-ui-19/lib/es/notification', () => ({ default: { error: vi.fn() } }));

const UC = 'https://uc.example.com';
const PORTAL = 'https://portal.example.com';
const MODEL = 'https://model.example.com';
const REPORT = 'https://report.example.com';

let sent: SentRequest[];

beforeEach(() => {
  const config = defaultConfig();
  Object.assign(config.hosts, { uc: UC, portal: PORTAL, bpmModel: MODEL, report: REPORT });
  setConfig(config);
  sent = installFakeNetwork(httpClient, () => ({ data: {} }));
});

const body = (request: SentRequest): unknown => (typeof request.data === 'string' ? JSON.parse(request.data) : request.data);
const filter = { pageBean: { page: 1, pageSize: 10, showTotal: true }, querys: [] };

type Case = [string, () => Promise<ApiResult<unknown>>, string, string, unknown?];

const cases: Case[] = [
  ['auth.refresh', () => auth.refresh(), 'GET', `${UC}/refresh`],
  ['auth.signout', () => auth.signout(), 'GET', `${UC}/signout`],
  ['auth.ssoAuth', () => auth.ssoAuth({ ticket: 'ST', service: 'https://x/fvue/home' }), 'GET', `${UC}/sso/auth?ticket=ST&service=https:%2F%2Fx%2Ffvue%2Fhome`],
  ['user.getCurrentUser', () => user.getCurrentUser(), 'POST', `${UC}/api/user/v1/user/getByAccount`],
  ['user.getUserDetail', () => user.getUserDetail('zs'), 'GET', `${UC}/api/user/v1/user/getDetailByAccountOrId?account=zs`],
  ['user.queryAllByFUsernameIn', () => user.queryAllByFUsernameIn(['张三']), 'POST', `${UC}/uc/special/v1/queryAllByFUsernameIn`, ['张三']],
  ['user.getPosts', () => user.getPosts('u1'), 'GET', `${UC}/uc/special/change/getPost?userId=u1`],
  ['user.changePost', () => user.changePost('u1', 'P-2'), 'GET', `${UC}/uc/special/change/changePost?userId=u1&postCode=P-2`],
  ['user.changePassword', () => user.changePassword({ account: 'zs', oldPwd: 'a', newPwd: 'b' }), 'POST', `${UC}/api/user/v1/user/changUserPsd`, { account: 'zs', oldPwd: 'a', newPwd: 'b' }],
  ['user.getPasswordStrategy', () => user.getPasswordStrategy(), 'GET', `${UC}/api/pwdStrategy/v1/getDefault`],
  ['user.powerWorkHour', () => user.powerWorkHour(), 'POST', `${UC}/api/user/v1/user/powerWorkHour`, {}],
  ['user.powerProjectAllReport', () => user.powerProjectAllReport(), 'POST', `${UC}/api/user/v1/user/powerProjectAllReport`, {}],
  ['org.getAllDimensions', () => org.getAllDimensions(), 'GET', `${UC}/api/demension/v1/dems/getAll`],
  ['org.getDemListAll', () => org.getDemListAll(), 'POST', `${UC}/api/demension/v1/dems/getDemListAll`, {}],
  ['org.getByParentAndDem roots', () => org.getByParentAndDem({ demId: 'd1' }), 'POST', `${UC}/api/org/v1/orgs/getByParentAndDem`, { demId: 'd1' }],
  ['org.getByParentAndDem children', () => org.getByParentAndDem({ demId: 'd1', parentId: 'o1' }), 'POST', `${UC}/api/org/v1/orgs/getByParentAndDem`, { demId: 'd1', parentId: 'o1' }],
  ['org.getOrgMaster', () => org.getOrgMaster(), 'GET', `${UC}/api/org/v1/org/getOrgMaster`],
  ['org.orgPage', () => org.orgPage(filter), 'POST', `${UC}/api/org/v1/orgs/getOrgPage`, filter],
  ['org.orgPostPage', () => org.orgPostPage(filter), 'POST', `${UC}/api/org/v1/orgPosts/getOrgPostPage`, filter],
  ['org.rolePage', () => org.rolePage(filter), 'POST', `${UC}/api/role/v1/roles/getRolePage`, filter],
  ['org.jobPage', () => org.jobPage(filter), 'POST', `${UC}/api/job/v1/jobs/getJobPage`, filter],
  ['org.queryUserWithMainOrgPost', () => org.queryUserWithMainOrgPost(filter), 'POST', `${UC}/api/user/v1/users/queryUserWithMainOrgPost`, filter],
  ['org.getOrgUserPage', () => org.getOrgUserPage(filter), 'POST', `${UC}/api/org/v1/orgUsers/getOrgUserPage`, filter],
  ['org.getUserCard', () => org.getUserCard('zs'), 'GET', `${UC}/api/user/v1/user/getUserCard?account=zs`],
  ['tenant.getTenantByCode default', () => tenant.getTenantByCode(), 'GET', `${UC}/uc/tenantManage/v1/getTenantByCode?code=platform`],
  ['tenant.getTenantByCode', () => tenant.getTenantByCode('acme'), 'GET', `${UC}/uc/tenantManage/v1/getTenantByCode?code=acme`],
  ['tenant.listTenants', () => tenant.listTenants('集团', 2), 'POST', `${UC}/uc/tenantManage/v1/listJson`, {
    pageBean: { page: 2, pageSize: 20, showTotal: true },
    querys: [{ property: 'name', value: '集团', group: 'main', operation: 'LIKE', relation: 'AND' }],
  }],
  ['tenant.getTenant', () => tenant.getTenant('t1'), 'GET', `${UC}/uc/tenantManage/v1/getJson?id=t1`],
  ['tenant.getSystemSetting', () => tenant.getSystemSetting(), 'GET', `${PORTAL}/sys/sysProperties/v1/getDecryptBySysSetting`],
  ['menu.getCurrentUserMenu', () => menu.getCurrentUserMenu(), 'GET', `${PORTAL}/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu`],
  ['menu.getMethodAuth', () => menu.getMethodAuth(), 'GET', `${PORTAL}/sys/sysMenu/v1/getCurrentUserMethodAuth`],
  ['message.getMessageBadge', () => message.getMessageBadge(), 'GET', `${PORTAL}/innermsg/messageReceiver/v1/getMsgbadge`],
  ['shortUrl.getLongUrl', () => shortUrl.getLongUrl('aB3'), 'GET', `${PORTAL}/portal/shorturlManage/v1/getLongUrlByShortUrl?shortUrl=aB3`],
  ['file.downloadFile', () => file.downloadFile('f1'), 'GET', `${PORTAL}/system/file/v1/downloadFile?fileId=f1`],
  ['file.fetchPreview', () => file.fetchPreview('f1'), 'GET', `${PORTAL}/system/file/v1/preview?fileId=f1`],
  ['seal.getMySeal', () => seal.getMySeal(), 'GET', `${UC}/uc/electronicSeal/v1/getSealByCurrentUserId`],
  ['seal.saveSeal', () => seal.saveSeal({ fileId: 'f', oldPassWord: 'o', password: 'p', confirmPwd: 'p' }), 'POST', `${UC}/uc/electronicSeal/v1/userSave`, { fileId: 'f', oldPassWord: 'o', password: 'p', confirmPwd: 'p' }],
  ['approvalItem.list', () => approvalItem.listApprovalItems(filter), 'POST', `${MODEL}/flow/approvalItem/v1/listJson?isPersonal=true`, filter],
  ['approvalItem.save', () => approvalItem.saveApprovalItem({ expression: '同意' }), 'POST', `${MODEL}/flow/approvalItem/v1/save`, { expression: '同意' }],
  ['approvalItem.get', () => approvalItem.getApprovalItem('a1'), 'GET', `${MODEL}/flow/approvalItem/v1/approvalItemGet?id=a1`],
  ['approvalItem.remove', () => approvalItem.removeApprovalItems(['a1', 'a2']), 'DELETE', `${MODEL}/flow/approvalItem/v1/remove?ids=a1,a2`],
  ['report.getReportsById', () => report.getReportsById({ userId: 'u1', year: 2024 }), 'GET', `${REPORT}/demo/v1/user/getReportsById?userId=u1&year=2024`],
  ['report.submitReport', () => report.submitReport({ id: 'r1' }), 'POST', `${REPORT}/demo/v1/user/submitReport`, { id: 'r1' }],
  ['report.freezeReport', () => report.freezeReport({ id: 'r1' }), 'POST', `${REPORT}/demo/v1/user/freezeReport`, { id: 'r1' }],
  ['report.freezeReportList', () => report.freezeReportList([{ id: 'r1' }]), 'POST', `${REPORT}/demo/v1/user/freezeReportList`, [{ id: 'r1' }]],
  ['report.validateCostReport', () => report.validateCostReport({ depcode: 'D1', annual: 2024 }), 'GET', `${REPORT}/demo/v1/user/validate/cost_report?depcode=D1&annual=2024`],
];

describe('typed API modules', () => {
  it.each(cases)('%s', async (_name, call, method, url, expectedBody) => {
    await call();
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe(method);
    expect(sent[0].url).toBe(url);
    if (expectedBody !== undefined) expect(body(sent[0])).toEqual(expectedBody);
  });

  it('logs in with a Base64 UTF-8 password and a tenantId only for a real tenant', async () => {
    await auth.login({ account: 'zs', password: 'pässwörd' });
    await auth.login({ account: 'zs', password: 'x', tenantId: '-1' });
    await auth.login({ account: 'zs', password: 'x', tenantId: 't9' });
    expect(sent.map((r) => r.url)).toEqual([`${UC}/auth`, `${UC}/auth`, `${UC}/auth?tenantId=t9`]);
    expect(body(sent[0])).toEqual({ username: 'zs', password: Base64.encode('pässwörd') });
    expect(sent.every((r) => r.method === 'POST' && r.headers.Authorization === undefined)).toBe(true);
  });

  it('uploads files as multipart field "files"', async () => {
    await file.uploadFile(new Blob(['png'], { type: 'image/png' }), 'seal.png');
    expect(sent[0].url).toBe(`${PORTAL}/system/file/v1/fileUpload`);
    const form = sent[0].data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('files') as File).name).toBe('seal.png');
  });

  it('builds logo and preview addresses on the portal host', () => {
    expect(tenant.logoFileUrl('ico', 't1')).toBe(`${PORTAL}/system/file/v1/getLogoFile?logoType=ico&tenantId=t1`);
    expect(tenant.logoFileUrl('frontLogo')).toBe(`${PORTAL}/system/file/v1/getLogoFile?logoType=frontLogo`);
    expect(file.previewUrl('f 1')).toBe(`${PORTAL}/system/file/v1/preview?fileId=f+1`);
  });
});

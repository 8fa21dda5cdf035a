// The organisation and user directory (组织通讯录, docs/directory.md): a user who is no administrator browses the
// tree of a dimension, lists an org's people, searches by pinyin initials and opens a card with the leader.
import { describe, it } from 'vitest';
import { expectAccessible, setUpSuite, signedInPage } from './suite';

const suite = setUpSuite();

describe('directory', () => {
  it('browses the tree, lists the people of an org, searches by initials and opens a card', async () => {
    const page = await signedInPage(suite, 'wangwu');
    await page.goto(suite.portal.url('/v-personal/v-directory'));
    // Semi names the tree's wrapper, not the tree itself: the page has one tree
    const tree = page.getByRole('tree');
    await tree.getByText('Flowdesk 科技有限公司').waitFor();
    await page.getByRole('region', { name: '全部人员' }).getByRole('gridcell', { name: 'zhangsan', exact: true }).waitFor();
    // open the company, choose 研发部: its two people
    await tree.getByRole('treeitem').filter({ hasText: 'Flowdesk 科技有限公司' }).locator('.semi-tree-option-expand-icon').click();
    await tree.getByText('研发部').click();
    const rd = page.getByRole('region', { name: '研发部 的人员' });
    await rd.getByRole('gridcell', { name: 'lisi', exact: true }).waitFor();
    await rd.getByRole('gridcell', { name: 'zhangsan', exact: true }).waitFor();
    await expectAccessible(page, 'directory, an org chosen');
    // everybody again, searched by pinyin initials
    await page.getByRole('button', { name: '查看全部人员' }).click();
    const all = page.getByRole('region', { name: '全部人员' });
    await all.getByLabel('姓名、账号或拼音首字母').fill('zs');
    await all.getByRole('button', { name: /查\s*询/ }).click();
    await all.getByRole('button', { name: '查看 张三 的名片' }).click();
    const card = page.getByRole('dialog', { name: '张三 的名片' });
    await card.getByText('李四 (lisi)').waitFor();
    await card.getByText(/研发工程师/).waitFor();
    await card.getByText('zhangsan@flowdesk.example').waitFor();
    await expectAccessible(page, 'directory, a user card');
    await page.context().close();
  });
});

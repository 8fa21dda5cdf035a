// The pages of menu items, by item alias: MenuContentLayout shows the item's page beside the side menu (an item
// without one is an empty state until its issue builds it). Adding a page is one line here.
import { lazy, type ComponentType } from 'react';

const NewsListPage = lazy(() => import('../../features/news/NewsListPage'));

export const MENU_PAGES: Readonly<Record<string, ComponentType>> = {
  'v-innerMsg': lazy(() => import('../../features/message/InnerMessagesPage')),
  'v-newsList': () => <NewsListPage type="0" />,
  'v-noticeList': () => <NewsListPage type="1" />,
};

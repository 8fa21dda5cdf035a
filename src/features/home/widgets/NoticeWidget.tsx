// <home-notice>: the five newest announcements still in force.
import { newsCall, NewsRows } from './NewsRows';

export const dataCalls = () => [newsCall('1')];

export default function NoticeWidget() {
  return <NewsRows flag="1" />;
}

// <home-notice>: the five newest announcements still in force.
import { NewsRows } from './NewsRows';

export default function NoticeWidget() {
  return <NewsRows flag="1" />;
}

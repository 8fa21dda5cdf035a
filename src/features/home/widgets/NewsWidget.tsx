// <home-news>: the five newest news items.
import { NewsRows } from './NewsRows';

export default function NewsWidget() {
  return <NewsRows flag="0" />;
}

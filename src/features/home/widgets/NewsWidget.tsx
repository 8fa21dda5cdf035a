// <home-news>: the five newest news items.
import { newsCall, NewsRows } from './NewsRows';

export const dataCalls = () => [newsCall('0')];

export default function NewsWidget() {
  return <NewsRows flag="0" />;
}

// <home-news>: the five newest news items.
import { newsCall, NewsRows } from './NewsRows';

/** What the widget asks for first, asked before it is drawn (registry.tsx). */
export const dataCalls = () => [newsCall('0')];

export default function NewsWidget() {
  return <NewsRows flag="0" />;
}

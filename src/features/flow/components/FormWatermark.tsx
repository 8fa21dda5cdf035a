// The instance watermark (spec 02-process §7.3 bpmWatermark): when the process asks for one, its text (who is
// looking, and when) lies over the form. It is decoration for screenshots and prints: hidden from assistive
// technology and never in the way of the pointer. Without one, or when it cannot be loaded, the form shows as is.
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { getWatermark } from '../../../api/flow';
import { unwrap } from '../../../api/http';
import { watermarkImage } from './watermarkImage';

export function FormWatermark({ instId, children }: { instId: string; children: ReactNode }) {
  const { data } = useSWR(['flow:watermark', instId] as const, ([, id]) => unwrap(getWatermark(id, { quiet: true })), { revalidateOnFocus: false });
  return (
    <div className="fd-flow-watermarked">
      {children}
      {data?.enabled && data.text ? <div className="fd-flow-watermark" aria-hidden="true" data-watermark={data.text} style={{ backgroundImage: watermarkImage(data.text) }} /> : null}
    </div>
  );
}

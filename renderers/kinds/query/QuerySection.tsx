// The frame of a query page (custom query and query view alike): a section named by its heading.
import type { ReactNode } from 'react';

export function QuerySection({ headingId, name, children }: { headingId: string; name: string; children: ReactNode }) {
  return (
    <section className="fd-query" aria-labelledby={headingId}>
      <h2 id={headingId} className="fd-query__title">
        {name}
      </h2>
      {children}
    </section>
  );
}

// The frame of a query page (custom query and query view alike): a section named by its heading. A host page
// whose own heading already says the name (a report of one list) asks for no heading: the section keeps the
// name as its label, and the page does not repeat it (工时报告 / 工时报告).
import type { ReactNode } from 'react';
import './query.css';

export function QuerySection({ headingId, name, titled = true, children }: { headingId: string; name: string; titled?: boolean; children: ReactNode }) {
  if (!titled) {
    return (
      <section className="fd-query" aria-label={name}>
        {children}
      </section>
    );
  }
  return (
    <section className="fd-query" aria-labelledby={headingId}>
      <h2 id={headingId} className="fd-query__title">
        {name}
      </h2>
      {children}
    </section>
  );
}

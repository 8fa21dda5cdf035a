// Label/value pairs of a record: the read-only pages and the list's details dialog.
export interface Detail {
  label: string;
  value: string;
}

export function DetailList({ details }: { details: readonly Detail[] }) {
  return (
    <dl className="fd-flow-settings__details">
      {details.map((detail) => (
        <div key={detail.label}>
          <dt>{detail.label}</dt>
          <dd>{detail.value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

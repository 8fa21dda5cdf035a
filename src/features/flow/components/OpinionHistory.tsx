// The approval history of an instance (instanceFlowOpinions, contract notes §1, §5): one row per opinion, with
// its node, auditor, status, text and time; the awaiting rows name who may act. An opinion shows its seal
// (after the text, or over it when the node says isCover) and its attachments (附件) and body documents (正文).
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Button, Spin, Table } from '@douyinfe/semi-ui-19';
import { getInstanceOpinions, type Opinion } from '../../../api/flow';
import { unwrap } from '../../../api/http';
import { AttachmentList } from '../../../components/AttachmentList';
import { parseAttachments } from '../../../components/attachments';
import { usePreviewPicture } from '../../../components/usePreviewPicture';
import { StatusTag } from '../lists/StatusTag';
import './flow.css';

export interface OpinionHistoryProps {
  instId: string;
  /** The heading, for pages that bring the history into view ("approval history" button). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The seal an opinion was signed with, fetched with the user's token (an <img src> could not send it). */
function SealPicture({ fileId, alt }: { fileId: string; alt: string }) {
  const picture = usePreviewPicture(fileId);
  return picture ? <img className="fd-opinion-cell__seal" src={picture} alt={alt} /> : null;
}

function OpinionCell({ row }: { row: Opinion }) {
  const { t } = useTranslation('flow');
  return (
    <>
      <div className={row.sealCover ? 'fd-opinion-cell fd-opinion-cell--cover' : 'fd-opinion-cell'}>
        <span>{row.opinion}</span>
        {row.sealFileId ? <SealPicture fileId={row.sealFileId} alt={t('opinionHistory.sealAlt', { name: row.auditorName })} /> : null}
      </div>
      <AttachmentList title={t('opinionFiles.files')} files={parseAttachments(row.files)} />
      <AttachmentList title={t('opinionFiles.zfiles')} files={parseAttachments(row.zfiles)} />
    </>
  );
}

export function OpinionHistory({ instId, headingRef }: OpinionHistoryProps) {
  const { t } = useTranslation('flow');
  const { data, error, isLoading, mutate } = useSWR(['flow:opinions', instId] as const, ([, id]) => unwrap(getInstanceOpinions(id, { quiet: true })), {
    revalidateOnFocus: false,
  });

  const columns = [
    { title: t('opinionHistory.node'), dataIndex: 'taskName' },
    { title: t('opinionHistory.auditor'), render: (_: unknown, row: Opinion) => row.auditorName || row.qualfiedNames },
    { title: t('opinionHistory.status'), render: (_: unknown, row: Opinion) => <StatusTag kind="opinion" value={row.status} /> },
    { title: t('opinionHistory.opinion'), render: (_: unknown, row: Opinion) => <OpinionCell row={row} /> },
    { title: t('opinionHistory.completeTime'), dataIndex: 'completeTime' },
  ];

  return (
    // On a narrow screen the history scrolls sideways: the section scrolls, and the keyboard can reach it (the
    // table holds no links).
    <section className="fd-flow-section fd-flow-history__scroll" aria-labelledby={`fd-flow-history-${instId}`} tabIndex={0}>
      <h2 id={`fd-flow-history-${instId}`} ref={headingRef} tabIndex={-1}>
        {t('opinionHistory.title')}
      </h2>
      {error ? (
        <div className="fd-flow-state" role="alert">
          <span className="fd-flow-error">{t('opinionHistory.loadFailed', { message: error instanceof Error ? error.message : String(error) })}</span>
          <Button onClick={() => void mutate()}>{t('retry')}</Button>
        </div>
      ) : isLoading || !data ? (
        <div className="fd-flow-state" role="status">
          <Spin />
          <span>{t('opinionHistory.loading')}</span>
        </div>
      ) : data.length === 0 ? (
        <p className="fd-flow-state">{t('opinionHistory.empty')}</p>
      ) : (
        <Table<Opinion> rowKey="id" columns={columns} dataSource={data} pagination={false} size="small" />
      )}
    </section>
  );
}

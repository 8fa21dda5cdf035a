// The AI contract review dialog (spec 01-foundation §5, §7): the form's attachments to choose from (the reviewable
// types chosen at first, the others shown but not choosable), the review on the server, then the problems per
// file. Without any reviewable attachment it only says that no file qualifies.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Spin, Tag } from '@douyinfe/semi-ui-19';
import { Dialog } from '../../../components/Dialog';
import { IconAlertTriangle } from '@douyinfe/semi-icons';
import { reviewContracts, type ContractReviewAnswer, type FileReview, type ReviewProblem } from '../../../api/contractReview';
import type { AttachmentFile } from '../../../components/attachments';
import { qualifies } from './attachments';
import './contractReview.css';

/** The server's limit per call (its own copy: MAX_REVIEW_FILES of server/areas/contractReview/routes.ts). */
export const MAX_REVIEW_FILES = 20;

type Review = { status: 'choosing' } | { status: 'running' } | { status: 'failed'; message: string } | { status: 'done'; answer: ContractReviewAnswer };

type TagColor = 'red' | 'orange' | 'blue' | 'grey';
/** Levels as review workflows tend to word them; any other wording keeps a neutral tag. */
const LEVEL_COLORS: Record<string, TagColor> = {
  高: 'red',
  严重: 'red',
  high: 'red',
  critical: 'red',
  '3': 'red',
  中: 'orange',
  medium: 'orange',
  '2': 'orange',
  低: 'blue',
  low: 'blue',
  '1': 'blue',
};
const levelColor = (level: string): TagColor => LEVEL_COLORS[level.trim().toLowerCase()] ?? 'grey';

function Problem({ problem }: { problem: ReviewProblem }) {
  const { t } = useTranslation('contractReview');
  return (
    <li className="fd-contract-review__problem">
      {problem.level ? (
        <Tag color={levelColor(problem.level)} className="fd-contract-review__level">
          {t('level', { level: problem.level })}
        </Tag>
      ) : null}
      <span className="fd-contract-review__problem-title">{problem.title}</span>
      {problem.detail ? <p className="fd-contract-review__detail">{problem.detail}</p> : null}
    </li>
  );
}

function FileResult({ review }: { review: FileReview }) {
  const { t } = useTranslation('contractReview');
  const headingId = useId();
  let body;
  if (review.error) body = <p className="fd-contract-review__error">{review.error}</p>;
  else if (review.problems.length === 0) body = <p className="fd-contract-review__hint">{t('noProblems')}</p>;
  else
    body = (
      <ol className="fd-contract-review__problems">
        {review.problems.map((problem, index) => (
          <Problem key={index} problem={problem} />
        ))}
      </ol>
    );
  return (
    <section className="fd-contract-review__file" aria-labelledby={headingId}>
      <h4 id={headingId}>{review.fileName}</h4>
      {body}
    </section>
  );
}

function Results({ answer }: { answer: ContractReviewAnswer }) {
  const { t } = useTranslation('contractReview');
  const headingId = useId();
  const reviews = answer.value ?? [];
  return (
    <section className="fd-contract-review__results" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('results')}</h3>
      {reviews.map((review) => (
        <FileResult key={review.fileId} review={review} />
      ))}
      {answer.skipped?.length ? <p className="fd-contract-review__hint">{t('skipped', { names: answer.skipped.map((file) => file.fileName).join(', ') })}</p> : null}
    </section>
  );
}

export interface ContractReviewDialogProps {
  attachments: readonly AttachmentFile[];
  onClose: () => void;
}

export function ContractReviewDialog({ attachments, onClose }: ContractReviewDialogProps) {
  const { t } = useTranslation('contractReview');
  const reviewable = attachments.filter((file) => qualifies(file.name));
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(reviewable.map((file) => file.id)));
  const [review, setReview] = useState<Review>({ status: 'choosing' });
  const legendId = useId();
  const running = review.status === 'running';
  const chosenIds = reviewable.filter((file) => chosen.has(file.id)).map((file) => file.id);

  const choose = (fileId: string, checked: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (checked) next.add(fileId);
      else next.delete(fileId);
      return next;
    });

  const start = async () => {
    setReview({ status: 'running' });
    const result = await reviewContracts(chosenIds, { quiet: true });
    setReview(result.ok && result.data ? { status: 'done', answer: result.data } : { status: 'failed', message: result.message || t('failed') });
  };

  let choiceHint: string | undefined;
  if (chosenIds.length === 0) choiceHint = t('chooseAtLeastOne');
  else if (chosenIds.length > MAX_REVIEW_FILES) choiceHint = t('tooMany', { max: MAX_REVIEW_FILES });

  const footer = (
    <>
      <Button onClick={onClose}>{t('close')}</Button>
      {reviewable.length > 0 ? (
        <Button type="primary" theme="solid" loading={running} disabled={choiceHint !== undefined} onClick={() => void start()}>
          {review.status === 'failed' ? t('retry') : t('start')}
        </Button>
      ) : null}
    </>
  );

  return (
    <Dialog visible title={t('title')} width={640} closeOnEsc onCancel={onClose} footer={footer}>
      <div className="fd-contract-review" aria-busy={running}>
        {reviewable.length === 0 ? (
          <p role="alert" className="fd-contract-review__warning">
            <IconAlertTriangle aria-hidden="true" className="fd-contract-review__warning-icon" />
            {t('noQualifyingFiles')}
          </p>
        ) : null}
        {attachments.length === 0 ? (
          <p className="fd-contract-review__hint">{t('noAttachments')}</p>
        ) : (
          <div className="fd-contract-review__choice" role="group" aria-labelledby={legendId}>
            <span id={legendId} className="fd-contract-review__legend">
              {t('chooseFiles')}
            </span>
            <ul>
              {attachments.map((file) => {
                const allowed = qualifies(file.name);
                return (
                  <li key={file.id}>
                    {/* The reason is part of the label: Semi's `extra` description fails axe inside a modal (label-title-only). */}
                    <Checkbox
                      checked={allowed && chosen.has(file.id)}
                      disabled={!allowed || running}
                      onChange={(event) => choose(file.id, Boolean(event.target.checked))}
                    >
                      {file.name}
                      {allowed ? null : <span className="fd-contract-review__unsupported"> {t('unsupported')}</span>}
                    </Checkbox>
                  </li>
                );
              })}
            </ul>
            {reviewable.length > 0 && choiceHint ? <p className="fd-contract-review__hint">{choiceHint}</p> : null}
          </div>
        )}
        {running ? (
          <div role="status" className="fd-contract-review__busy">
            <Spin size="small" />
            <span>{t('running')}</span>
          </div>
        ) : null}
        {review.status === 'failed' ? (
          <p role="alert" className="fd-contract-review__error">
            {review.message}
          </p>
        ) : null}
        {review.status === 'done' ? <Results answer={review.answer} /> : null}
      </div>
    </Dialog>
  );
}

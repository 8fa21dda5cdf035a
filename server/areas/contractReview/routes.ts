// POST /ai/contractReview/v1/review {fileIds} (spec 01-foundation §5 "Uploads", §7 "Embedded forms and previews"):
// the caller's tenant's stored files of the reviewable types go to the review service one request each, all at
// once; the answer lists the problems per file, a failure of one file as that file's error.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { sessionOf } from '../../lib/auth';
import { langOf } from '../../lib/i18n';
import { extensionOf, findFile, type FileRow } from '../../routes/file';
import { reviewDocument, ReviewFailure, type ReviewProblem, type ReviewService } from './dify';
import { ContractReviewError, contractReviewText } from './messages';

/** Spec §5. The browser keeps its own copy (src/features/flow/contractReview/attachments.ts) to offer the files. */
export const REVIEWABLE_EXTENSIONS: ReadonlySet<string> = new Set(['doc', 'pdf', 'docx', 'xlsx', 'xls', 'ppt', 'pptx', 'txt', 'md']);
/** The dialog keeps its own copy (MAX_REVIEW_FILES of src/features/flow/contractReview/ContractReviewDialog.tsx). */
export const MAX_REVIEW_FILES = 20;

const reviewBody = {
  type: 'object',
  required: ['fileIds'],
  properties: {
    fileIds: { type: 'array', minItems: 1, maxItems: MAX_REVIEW_FILES, items: { type: 'string', minLength: 1, maxLength: 64 } },
  },
} as const;

export interface FileReview {
  fileId: string;
  fileName: string;
  problems: ReviewProblem[];
  /** why this file has no review (the others still have theirs) */
  error?: string;
}

const reviewable = (file: FileRow) => REVIEWABLE_EXTENSIONS.has(file.ext || extensionOf(file.file_name));
const fileFacts = (file: FileRow) => ({ fileId: file.id, fileName: file.file_name });

export function registerContractReviewRoutes(app: FastifyInstance, db: Db, service: ReviewService | undefined): void {
  app.post<{ Body: { fileIds: string[] } }>('/ai/contractReview/v1/review', { schema: { body: reviewBody } }, async (request) => {
    const auth = sessionOf(request);
    const files = [...new Set(request.body.fileIds)].map((id) => {
      const file = findFile(db, auth.tenantId, id);
      if (!file) throw new ContractReviewError(404, 'fileNotFound', { id });
      return file;
    });
    const qualifying = files.filter(reviewable);
    if (qualifying.length === 0) throw new ContractReviewError(400, 'noQualifyingFiles');
    if (!service) throw new ContractReviewError(503, 'notConfigured');

    const lang = langOf(request);
    const value = await Promise.all(
      qualifying.map(async (file): Promise<FileReview> => {
        try {
          const problems = await reviewDocument(service, { name: file.file_name, contentType: file.content_type, data: file.data }, auth.account);
          return { ...fileFacts(file), problems };
        } catch (error) {
          if (!(error instanceof ReviewFailure)) throw error;
          request.log.warn({ fileId: file.id, failure: error.key, status: error.params.status }, 'AI contract review of a file failed');
          return { ...fileFacts(file), problems: [], error: contractReviewText(lang, error.key, error.params) };
        }
      }),
    );
    const skipped = files.filter((file) => !reviewable(file)).map(fileFacts);
    return { state: true, message: '', value, skipped };
  });
}

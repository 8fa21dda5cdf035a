// The AI contract review area (spec 01-foundation §5, §7; docs/contract-review.md): the server, not the browser,
// holds the review service's key, sends the chosen attachments to the Dify-compatible workflow API and answers
// the problems per file. Calls: routes.ts; the service: dify.ts.
import type { FastifyError, FastifyInstance } from 'fastify';
import { sendError } from '../../lib/errors';
import type { ServerArea } from '../index';
import { reviewServiceOf } from './dify';
import { ContractReviewError, contractReviewMessage } from './messages';
import { registerContractReviewRoutes } from './routes';

export const contractReviewArea: ServerArea = {
  name: 'contractReview',
  register(app, { db, contractReview }) {
    app.register(async (scope: FastifyInstance) => {
      scope.setErrorHandler((error: FastifyError | ContractReviewError, request, reply) => {
        if (error instanceof ContractReviewError) return sendError(reply, error.statusCode, contractReviewMessage(request, error.key, error.params));
        throw error;
      });
      registerContractReviewRoutes(scope, db, reviewServiceOf(contractReview));
    });
  },
};

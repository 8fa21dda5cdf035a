// The AI contract review area (spec 01-foundation §5, §7; docs/contract-review.md): the server, not the browser,
// holds the review service's key, sends the chosen attachments to the Dify-compatible workflow API and answers
// the problems per file. Calls: routes.ts; the service: dify.ts.
import type { FastifyInstance } from 'fastify';
import type { ServerArea } from '../index';
import { reviewServiceOf } from './dify';
import { registerContractReviewRoutes } from './routes';

export const contractReviewArea: ServerArea = {
  name: 'contractReview',
  register(app, { db, contractReview }) {
    app.register(async (scope: FastifyInstance) => {
      registerContractReviewRoutes(scope, db, reviewServiceOf(contractReview));
    });
  },
};

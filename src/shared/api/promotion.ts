import {
  latestPromotionSchema,
  promotionDoneSchema,
  promotionIdParams,
  promotionInputSchema,
  promotionPreviewSchema,
  promotionSummarySchema,
} from '../schemas/promotion.ts';
import { endpoint } from './endpoint.ts';

/** Year-end promotion of the whole school (issue 19): preview, apply, the latest, undo. */
export const promotionEndpoints = {
  'promotion.preview': endpoint({
    method: 'POST',
    path: '/api/promotion/preview',
    access: 'promote:students',
    tags: ['accounts'],
    summary:
      'What a year-end promotion would do, changing nothing: each class six to ten up one, class ten passing out, the given students staying back (a stayer whose roll an incoming student holds gets the next free one)',
    body: promotionInputSchema,
    response: promotionPreviewSchema,
  }),
  'promotion.apply': endpoint({
    method: 'POST',
    path: '/api/promotion',
    access: 'promote:students',
    recentPassword: true,
    tags: ['accounts'],
    summary:
      'Promote the whole school at year end, as the preview shows: class ten turned off (their sessions end), rolls kept; undoable the same day',
    body: promotionInputSchema,
    status: 201,
    response: promotionDoneSchema,
  }),
  'promotion.latest': endpoint({
    method: 'GET',
    path: '/api/promotion/latest',
    access: 'promote:students',
    tags: ['accounts'],
    summary: 'The newest promotion (or null), and whether it may still be undone',
    response: latestPromotionSchema,
  }),
  'promotion.undo': endpoint({
    method: 'POST',
    path: '/api/promotion/:id/undo',
    access: 'promote:students',
    recentPassword: true,
    tags: ['accounts'],
    summary:
      'Undo the newest promotion on the school day it was made: every student back to their class, roll and active state (409: not undoable, or a roll taken since)',
    params: promotionIdParams,
    response: promotionSummarySchema,
    errors: [404, 409],
  }),
};

import { z } from 'zod';
import { idParam } from '../../http/schemas';

/** `/entities/:entityId/users/:userId`: `userId` is the membership's id. */
export const memberParams = z.object({ entityId: idParam, userId: idParam });

import { defineModule } from '../../shared/module';
import { conversationsAssignedTo } from '../inbox/inbox.service';
import { teamUsersRoutes } from './team-users.routes';
import { usersRoutes } from './users.routes';

/** The signed-in user's own details, and the account's team. */
export const usersModule = defineModule({
  name: 'users',
  dependencies: ['auth', 'inbox'],
  async routes(app, _services, platform) {
    await app.register(usersRoutes, { ...platform, auth: app.auth });
    await app.register(teamUsersRoutes, {
      db: platform.database.db,
      realtime: platform.realtime,
      inbox: app.inbox,
      conversationsAssignedTo,
    });
  },
});

export * from './accounts';
export * from './auth';
export * from './channels';
export * from './contact-requests';
export * from './contacts';
export * from './inbox';
export * from './users';
export * from './webhooks';

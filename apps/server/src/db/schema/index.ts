export * from './accounts';
export * from './auth';
export * from './contact-requests';
export * from './users';
export * from './webhooks';

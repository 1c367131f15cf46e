// Every contacts screen in one module, so the router loads them as one chunk: an entry per screen
// would each list its shared chunks in the entry bundle that every page, sign-in too, downloads.
export { ContactCreatePage } from './contact-create-page';
export { ContactDetailsPage } from './contact-details-page';
export { ContactEditPage } from './contact-edit-page';
export { ContactsPage } from './contacts-page';
export { GroupMembersPage } from './group-members-page';

import type { ConversationTag, Tag } from '@parley/contract';

/** What picking an entry of the tag box does: put an existing tag on, or create one by that name first. */
export type TagOption = { kind: 'assign'; tag: Tag } | { kind: 'create'; tagName: string };

/**
 * The entries offered for the typed text: the account's tags that match it and are not on the
 * conversation yet, then "create" when no tag has that name (in any letter case) — a name already
 * on the conversation is neither offered nor created again.
 */
export function tagOptions(
  tags: readonly Tag[],
  assigned: readonly ConversationTag[],
  typed: string,
): TagOption[] {
  const name = typed.trim();
  const needle = name.toLocaleLowerCase();
  const unassigned = tags.filter((tag) => !assigned.some((on) => on.tagId === tag.id));
  const matching = unassigned
    .filter((tag) => tag.tagName.toLocaleLowerCase().includes(needle))
    .map((tag): TagOption => ({ kind: 'assign', tag }));
  const exists = tags.some((tag) => tag.tagName.toLocaleLowerCase() === needle);
  return name && !exists ? [...matching, { kind: 'create', tagName: name }] : matching;
}

import { h } from './dom';
import { icon } from './icons';

const palette = ['#25a18e', '#7e57c2', '#ef6c00', '#1e88e5', '#d81b60', '#43a047', '#6d4c41', '#00897b'];

/** Initials on a colour picked from the id, or a person for a name that is only a number. */
export function avatar(id: string, name: string): HTMLElement {
  const initials = name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  const hue = palette[[...id].reduce((sum, char) => sum + char.charCodeAt(0), 0) % palette.length];
  return h('span', { class: 'avatar', style: `background:${hue}` }, initials || icon('person'));
}

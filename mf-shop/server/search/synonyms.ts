/**
 * Words the field uses for one thing, kept as data: a query for any of a group finds products
 * named with the others. British and American spellings, trade names and the glued spellings
 * shoppers type. Each group is a set; the first word is the catalog's own.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['rotor', 'disc', 'disk'],
  ['muffler', 'silencer'],
  ['tire', 'tyre'],
  ['spark plug', 'sparkplug'],
  ['brake pad', 'brakepad'],
  ['brake hose', 'brakehose', 'brake line'],
  ['alternator', 'generator', 'dynamo'],
  ['headlight', 'headlamp', 'head light', 'head lamp'],
  ['tail light', 'taillight', 'tail lamp', 'rear light'],
  ['shock absorber', 'shock', 'damper'],
  ['windshield', 'windscreen'],
  ['wiper blade', 'wiper'],
  ['bumper', 'fender'],
  ['hood', 'bonnet'],
  ['trunk', 'boot'],
  ['gas', 'petrol', 'gasoline'],
  ['motor oil', 'engine oil'],
  ['antifreeze', 'coolant'],
  ['catalytic converter', 'catalyst', 'cat'],
  ['timing belt', 'cambelt', 'cam belt'],
  ['starter', 'starter motor'],
  ['battery', 'accumulator'],
  ['wheel', 'rim'],
  ['aluminum', 'aluminium'],
];

/** Each word or phrase of the list, lower-cased, to the other members of its group. */
export function synonymIndex(
  groups: readonly (readonly string[])[] = SEARCH_SYNONYMS,
): ReadonlyMap<string, readonly string[]> {
  const index = new Map<string, string[]>();
  for (const group of groups) {
    const words = group.map((word) => word.toLowerCase());
    for (const word of words) {
      const others = index.get(word) ?? [];
      for (const other of words) if (other !== word && !others.includes(other)) others.push(other);
      index.set(word, others);
    }
  }
  return index;
}

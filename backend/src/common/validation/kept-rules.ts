import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';

type Storage = ReturnType<typeof getMetadataStorage>;
type Grouped = ReturnType<Storage['groupByPropertyName']>;
type Target = Parameters<Storage['getTargetValidationMetadatas']>[0];

const keptIn = new WeakSet<Storage>();

/**
 * class-validator looks up a DTO's rules afresh on every validation, and of every nested object:
 * it tests the class against every class that has rules (`instanceof`, for inherited rules) and
 * groups the rules by property again. Validation was a sixth of the cost of a plain signed-in
 * write (a cart addition answered at once, profiled in the HTTP bench), and this lookup a good
 * part of it. Rules are only added while classes are defined, so each lookup's answer is kept
 * until a rule is added. The library does not change the lists it is given back (it filters
 * them into new ones).
 */
export function keepValidationRules(storage: Storage = getMetadataStorage()): void {
  if (keptIn.has(storage)) return;
  keptIn.add(storage);
  const lookUp = storage.getTargetValidationMetadatas.bind(storage);
  const group = storage.groupByPropertyName.bind(storage);
  const addRule = storage.addValidationMetadata.bind(storage);
  let rules = new WeakMap<Target, Map<string, ValidationMetadata[]>>();
  let groupings = new WeakMap<ValidationMetadata[], Grouped>();

  storage.addValidationMetadata = (metadata: ValidationMetadata) => {
    addRule(metadata);
    rules = new WeakMap();
    groupings = new WeakMap();
  };
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    // The target is the validated object's `constructor`: a class, unless a request's JSON gave a
    // plain object its own "constructor" field. Only classes are kept, so a body cannot grow this.
    if (typeof target !== 'function') return lookUp(target, schema, always, strictGroups, groups);
    // No groups and an empty list select the same rules.
    const key = `${schema}\u0000${always}\u0000${strictGroups}\u0000${(groups ?? []).join('\u0000')}`;
    let byOptions = rules.get(target);
    if (!byOptions) rules.set(target, (byOptions = new Map()));
    let found = byOptions.get(key);
    if (!found) byOptions.set(key, (found = lookUp(target, schema, always, strictGroups, groups)));
    return found;
  };
  storage.groupByPropertyName = (metadata) => {
    let grouped = groupings.get(metadata);
    if (!grouped) groupings.set(metadata, (grouped = group(metadata)));
    return grouped;
  };
}

import {
  getMetadataStorage,
  ValidationArguments,
  ValidationTypes,
  ValidatorConstraintInterface,
} from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { TransformationType, TransformFnParams, TypeMetadata } from 'class-transformer';
import type * as TransformerStorage from 'class-transformer/types/storage';
import type * as TransformerDefaults from 'class-transformer/types/constants/default-options.constant';

// The library's metadata and defaults, which it does not export from its entry point.
/* eslint-disable @typescript-eslint/no-require-imports */
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as typeof TransformerStorage;
const { defaultOptions } =
  require('class-transformer/cjs/constants/default-options.constant') as typeof TransformerDefaults;
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * A request body checked and turned into its DTO the quick way, for the bodies that pass: the
 * same rules (class-validator's, read from its metadata) and the same conversion
 * (class-transformer's @Type and @Transform, read from its metadata), run straight instead of
 * through the libraries' general machinery. ValidationPipe with both libraries cost a signed-in
 * write several times what these few checks do (a cart addition, an order).
 *
 * It only ever says "passes, and here is the DTO" or "not sure": anything it does not mirror
 * exactly (a body that needs a conversion, an unknown key, a failed rule, a rule or decorator
 * it does not know) is left to the libraries, which then build the DTO or the error message as
 * they always did. So a body is never accepted that the libraries would refuse, and every
 * refusal keeps its wording.
 */

type Dto = new () => object;
type Check = (object: object, value: unknown) => boolean;

/** One rule of a property (IsString, Min(1), a custom rule...): every constraint must hold. */
interface Rule {
  validateIf?: Check;
  each: boolean;
  constraints: unknown[];
  checks: ValidatorConstraintInterface[];
}

interface PropertyPlan {
  name: string;
  /** IsOptional and ValidateIf: when one says no, the property is not checked at all. */
  conditions: Check[];
  rules: Rule[];
  nested: boolean;
  type?: TypeMetadata;
  transforms: ((params: TransformFnParams) => unknown)[];
}

interface DtoPlan {
  properties: Map<string, PropertyPlan>;
}

/** Not decided here: the libraries take the body. */
const UNSURE = Symbol('unsure');
/** What class-transformer's plainToInstance runs with when ValidationPipe gives no options. */
const TRANSFORM_OPTIONS = { ...defaultOptions };
/** Classes class-transformer converts to by calling them; anything else is a DTO or unsure. */
const PRIMITIVES = new Map<unknown, string>([
  [Number, 'number'],
  [String, 'string'],
  [Boolean, 'boolean'],
]);

const plans = new WeakMap<Dto, { rules: ValidationMetadata[]; plan: DtoPlan | null }>();

function rulesOf(dto: Dto): ValidationMetadata[] {
  // As class-validator's executor asks, with ValidationPipe's options (no groups).
  return getMetadataStorage().getTargetValidationMetadatas(
    dto,
    undefined as unknown as string,
    false,
    false,
    undefined,
  );
}

/** The plan of a DTO, made again if rules were added since (the lookup then answers a new list). */
function planOf(dto: Dto): DtoPlan | null {
  const rules = rulesOf(dto);
  const known = plans.get(dto);
  if (known && known.rules === rules) return known.plan;
  const plan = compile(dto, rules);
  plans.set(dto, { rules, plan });
  return plan;
}

/** True when the class's own and inherited prototypes hold nothing but constructors. */
function plainPrototype(dto: Dto): boolean {
  for (let proto = dto.prototype as object | null; proto && proto !== Object.prototype;) {
    if (Object.getOwnPropertyNames(proto).some((name) => name !== 'constructor')) return false;
    proto = Object.getPrototypeOf(proto) as object | null;
  }
  return true;
}

function compile(dto: Dto, rules: ValidationMetadata[]): DtoPlan | null {
  if (rules.length === 0 || !plainPrototype(dto)) return null;
  // Exposed, excluded or renamed properties change which keys are copied: left to the library.
  const transformer = defaultMetadataStorage;
  if (
    transformer.getStrategy(dto) !== 'none' ||
    transformer.getExposedProperties(dto, TransformationType.PLAIN_TO_CLASS).length > 0 ||
    transformer.getExcludedProperties(dto, TransformationType.PLAIN_TO_CLASS).length > 0
  )
    return null;
  const validator = getMetadataStorage();
  const properties = new Map<string, PropertyPlan>();
  for (const [name, metadatas] of Object.entries(validator.groupByPropertyName(rules))) {
    const plan: PropertyPlan = { name, conditions: [], rules: [], nested: false, transforms: [] };
    for (const metadata of metadatas) {
      if (metadata.type === ValidationTypes.CONDITIONAL_VALIDATION) {
        plan.conditions.push(metadata.constraints[0] as Check);
      } else if (metadata.type === ValidationTypes.CUSTOM_VALIDATION || metadata.type === ValidationTypes.IS_DEFINED) {
        const constraints = validator.getTargetValidatorConstraints(metadata.constraintCls);
        if (constraints.length === 0 || constraints.some((constraint) => constraint.async)) return null;
        plan.rules.push({
          validateIf: metadata.validateIf,
          each: metadata.each,
          constraints: metadata.constraints,
          checks: constraints.map((constraint) => constraint.instance),
        });
      } else if (metadata.type === ValidationTypes.NESTED_VALIDATION) {
        plan.nested = true;
      } else if (metadata.type !== ValidationTypes.WHITELIST) {
        return null;
      }
    }
    const type = transformer.findTypeMetadata(dto, name);
    if (type?.options?.discriminator) return null;
    plan.type = type;
    plan.transforms = transformer
      .findTransformMetadatas(dto, name, TransformationType.PLAIN_TO_CLASS)
      .filter((metadata) => !metadata.options?.groups?.length)
      .map((metadata) => metadata.transformFn);
    properties.set(name, plan);
  }
  // A new instance's own fields (declared class fields) are checked against the whitelist too.
  if (Object.keys(new dto()).some((key) => !properties.has(key))) return null;
  return { properties };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** One value converted as class-transformer converts it to `type`, when that needs no conversion. */
function converted(value: unknown, type: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (Array.isArray(value)) {
    const items: unknown[] = [];
    for (const item of value) {
      const one = converted(item, type);
      if (one === UNSURE) return UNSURE;
      items.push(one);
    }
    return items;
  }
  const primitive = PRIMITIVES.get(type);
  if (primitive) return typeof value === primitive ? value : UNSURE;
  if (type !== undefined && typeof type !== 'function') return UNSURE;
  // A nested DTO, or (a string, number or boolean) kept as it is for one. A built-in class such
  // as Date has no plan: class-transformer converts the value to it.
  const plan = type === undefined ? null : planOf(type as Dto);
  if (typeof value === 'object') return isPlainObject(value) && plan ? built(value, type as Dto, plan) : UNSURE;
  return type === undefined || plan ? value : UNSURE;
}

/** The DTO instance plainToInstance would make of `body`, or UNSURE. */
function built(body: Record<string, unknown>, dto: Dto, plan: DtoPlan): object | typeof UNSURE {
  const entity = new dto() as Record<string, unknown>;
  for (const key of Object.keys(body)) {
    // Unknown keys are refused (whitelist) by the library, with its message.
    const property = plan.properties.get(key);
    if (!property) return UNSURE;
    const raw = body[key];
    let type: unknown;
    if (property.type) {
      // An array becomes an instance of the declared type: only a plain array is mirrored.
      if (Array.isArray(raw) && property.type.reflectedType && property.type.reflectedType !== Array) return UNSURE;
      type = property.type.typeFunction({ newObject: entity, object: body, property: key });
    }
    let value = converted(raw, type);
    if (value === UNSURE) return UNSURE;
    for (const transform of property.transforms) {
      value = transform({ value, key, obj: body, type: TransformationType.PLAIN_TO_CLASS, options: TRANSFORM_OPTIONS });
    }
    entity[key] = value;
  }
  return entity;
}

function isPromise(value: unknown): boolean {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/** class-validator's verdict on a built DTO, when it is "no errors"; false when unsure. */
function passes(entity: Record<string, unknown>, plan: DtoPlan): boolean {
  for (const key of Object.keys(entity)) if (!plan.properties.has(key)) return false;
  for (const property of plan.properties.values()) {
    const value = entity[property.name];
    // Every condition is asked, as the library asks them.
    const checked = property.conditions.map((condition) => condition(entity, value)).every(Boolean);
    if (!checked) continue;
    for (const rule of property.rules) {
      if (rule.validateIf && !rule.validateIf(entity, value)) continue;
      const args: ValidationArguments = {
        targetName: entity.constructor.name,
        property: property.name,
        object: entity,
        value,
        constraints: rule.constraints,
      };
      const values = rule.each && Array.isArray(value) ? value : [value];
      for (const check of rule.checks) {
        for (const one of values) {
          const valid = check.validate(one, args);
          if (!valid || isPromise(valid)) return false;
        }
      }
    }
    if (property.nested && !nestedPasses(value)) return false;
  }
  return true;
}

function nestedPasses(value: unknown): boolean {
  if (value === undefined) return true;
  if (Array.isArray(value)) return value.every(nestedPasses);
  if (value === null || typeof value !== 'object') return false;
  const plan = planOf(value.constructor as Dto);
  return plan !== null && passes(value as Record<string, unknown>, plan);
}

/**
 * The DTO ValidationPipe (whitelist, forbidNonWhitelisted, transform) would answer for a plain
 * body, or undefined when the pipe itself must decide.
 */
export function quickDto(body: unknown, dto: Dto): object | undefined {
  if (!isPlainObject(body)) return undefined;
  try {
    const plan = planOf(dto);
    if (!plan) return undefined;
    const entity = built(body, dto, plan);
    if (entity === UNSURE) return undefined;
    return passes(entity as Record<string, unknown>, plan) ? entity : undefined;
  } catch {
    // A DTO's constructor, type function, transform or rule that throws: the pipe decides, as before.
    return undefined;
  }
}

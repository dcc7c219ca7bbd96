import 'reflect-metadata';
import { Type } from 'class-transformer';
import { getMetadataStorage, IsInt, IsString, Max, ValidateNested, validateSync } from 'class-validator';
import { keepValidationRules } from './kept-rules';

class Line {
  @IsString()
  productId!: string;

  @IsInt()
  @Max(99)
  quantity!: number;
}

class Order {
  @ValidateNested({ each: true })
  @Type(() => Line)
  lines!: Line[];
}

class GiftOrder extends Order {
  @IsString()
  message!: string;
}

function line(productId: unknown, quantity: unknown): Line {
  return Object.assign(new Line(), { productId, quantity });
}

function failed(object: object): string[] {
  const errors = validateSync(object, { whitelist: true, forbidNonWhitelisted: true });
  const names = (list: typeof errors, path: string): string[] =>
    list.flatMap((error) => [
      ...Object.keys(error.constraints ?? {}).map((rule) => `${path}${error.property}:${rule}`),
      ...names(error.children ?? [], `${path}${error.property}.`),
    ]);
  return names(errors, '');
}

describe('keepValidationRules', () => {
  beforeAll(() => keepValidationRules());

  it('finds the same rules as before: nested, inherited and whitelisted', () => {
    const order = Object.assign(new Order(), { lines: [line('a', 2), line(3, 100)] });
    expect(failed(order)).toEqual(['lines.1.productId:isString', 'lines.1.quantity:max']);
    const gift = Object.assign(new GiftOrder(), { lines: [line('a', 1.5)], message: 7, extra: true });
    expect(failed(gift).sort()).toEqual(['extra:whitelistValidation', 'lines.0.quantity:isInt', 'message:isString']);
    // Asked again, the kept answers give the same verdicts.
    expect(failed(Object.assign(new Order(), { lines: [line('a', 2)] }))).toEqual([]);
    expect(failed(gift).sort()).toEqual(['extra:whitelistValidation', 'lines.0.quantity:isInt', 'message:isString']);
  });

  it('keeps a lookup: the same list comes back while no rule is added', () => {
    const storage = getMetadataStorage();
    const first = storage.getTargetValidationMetadatas(Line, '', false, false);
    expect(storage.getTargetValidationMetadatas(Line, '', false, false)).toBe(first);
    expect(storage.groupByPropertyName(first)).toBe(storage.groupByPropertyName(first));
    // Other options are another lookup.
    expect(storage.getTargetValidationMetadatas(Line, '', false, false, ['admin'])).not.toBe(first);
  });

  it('looks up afresh, without keeping it, a target that is not a class', () => {
    // A plain object from a request's JSON may carry its own "constructor" field.
    const storage = getMetadataStorage();
    const target = { name: 'Line' } as unknown as typeof Line;
    expect(storage.getTargetValidationMetadatas(target, '', false, false)).toEqual([]);
    expect(storage.getTargetValidationMetadatas(target, '', false, false)).not.toBe(
      storage.getTargetValidationMetadatas(target, '', false, false),
    );
  });

  it('sees a rule added after the lookups were kept', () => {
    expect(failed(line('a', 50))).toEqual([]);
    // A rule added to a class already looked up (as a class defined later, or a mapped type, adds).
    Max(10)(Line.prototype, 'quantity');
    expect(failed(line('a', 50))).toEqual(['quantity:max']);
    expect(failed(Object.assign(new Order(), { lines: [line('a', 50)] }))).toEqual(['lines.0.quantity:max']);
  });
});

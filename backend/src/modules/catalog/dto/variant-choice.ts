import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';

/** The optional `variantId` of a cart or order line: the variant of the line's product chosen. */
export function VariantChoiceProperty(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      format: 'uuid',
      description:
        "The variant chosen. Left out: the product's only variant; a product with several answers 400 naming its options",
    }),
    IsOptional(),
    IsUUID('all', { message: 'Invalid variant id' }),
  );
}

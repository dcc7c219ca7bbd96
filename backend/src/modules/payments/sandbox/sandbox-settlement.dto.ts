import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { OrderDto } from '../../orders/order.dto';

export const SANDBOX_OUTCOMES = ['paid', 'failed', 'abandoned'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

export class SettleSandboxPaymentDto {
  @ApiProperty({
    enum: SANDBOX_OUTCOMES,
    example: 'paid',
    description:
      '`paid`: the shopper pressed Pay; `failed`: the bank declined; `abandoned`: the shopper never came back ' +
      '(the shop cancels the order as its payment time-out would)',
  })
  @IsIn(SANDBOX_OUTCOMES, { message: `outcome must be one of ${SANDBOX_OUTCOMES.join(', ')}` })
  outcome: SandboxOutcome;
}

export class SandboxSettlementDto {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({ enum: SANDBOX_OUTCOMES, example: 'paid' })
  outcome: SandboxOutcome;

  @ApiProperty({ type: OrderDto, description: 'The order after the shop handled the result' })
  order: OrderDto;
}

import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../../common/decorators/auth.decorators';
import { ErrorDto } from '../../../common/dto/error.dto';
import { uuidPipe } from '../../../common/pipes/uuid.pipe';
import { OrdersService } from '../orders.service';
import { InvoiceDto, toInvoiceDto } from './invoice.dto';
import { InvoiceKind } from './invoice-document';
import { InvoicesService } from './invoices.service';

const PDF = { type: 'string', format: 'binary' } as const;

/** An order's GST invoice and credit note, as JSON and as PDF: for its owner and admins. */
@ApiTags('invoices')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
@ApiForbiddenResponse({ type: ErrorDto, description: "Another user's order" })
@Controller('orders/order/:id')
export class InvoicesController {
  constructor(
    private readonly orders: OrdersService,
    private readonly invoices: InvoicesService,
  ) {}

  @Get('invoice')
  @ApiOperation({
    operationId: 'getInvoice',
    summary: 'The GST invoice of an order',
    description: 'The tax invoice of a paid or delivered order as data. Only its shopper or an admin.',
  })
  @ApiOkResponse({ type: InvoiceDto })
  @ApiNotFoundResponse({
    type: ErrorDto,
    description: "'Order not found' or 'No invoice has been issued for this order'",
  })
  invoice(@CurrentUser() user: AuthUser, @Param('id', uuidPipe('order')) id: string): Promise<InvoiceDto> {
    return this.json(user, id, 'invoice', 'invoice');
  }

  @Get('invoice/pdf')
  @ApiOperation({
    operationId: 'getInvoicePdf',
    summary: 'The GST invoice as PDF',
    description: 'The same invoice as a PDF document. Only its shopper or an admin.',
  })
  @Header('Cache-Control', 'private, no-store')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: PDF, description: 'The tax invoice as a PDF (attachment)' })
  @ApiNotFoundResponse({
    type: ErrorDto,
    description: "'Order not found' or 'No invoice has been issued for this order'",
  })
  invoicePdf(@CurrentUser() user: AuthUser, @Param('id', uuidPipe('order')) id: string): Promise<StreamableFile> {
    return this.pdf(user, id, 'invoice');
  }

  @Get('credit-note')
  @ApiOperation({
    operationId: 'getCreditNote',
    summary: 'The credit note of an order',
    description:
      'The credit note of an invoiced order that was cancelled, as data. Cancelling issues it; a refund alone does not ' +
      '(404 until the order is cancelled). Only its shopper or an admin.',
  })
  @ApiOkResponse({ type: InvoiceDto })
  @ApiNotFoundResponse({
    type: ErrorDto,
    description: "'Order not found' or 'No credit note has been issued for this order'",
  })
  creditNote(@CurrentUser() user: AuthUser, @Param('id', uuidPipe('order')) id: string): Promise<InvoiceDto> {
    return this.json(user, id, 'credit_note', 'credit-note');
  }

  @Get('credit-note/pdf')
  @ApiOperation({
    operationId: 'getCreditNotePdf',
    summary: 'The credit note as PDF',
    description: 'The same credit note as a PDF document. Only its shopper or an admin.',
  })
  @Header('Cache-Control', 'private, no-store')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: PDF, description: 'The credit note as a PDF (attachment)' })
  @ApiNotFoundResponse({
    type: ErrorDto,
    description: "'Order not found' or 'No credit note has been issued for this order'",
  })
  creditNotePdf(@CurrentUser() user: AuthUser, @Param('id', uuidPipe('order')) id: string): Promise<StreamableFile> {
    return this.pdf(user, id, 'credit_note');
  }

  private async json(user: AuthUser, id: string, kind: InvoiceKind, path: string): Promise<InvoiceDto> {
    await this.orders.viewFor(user, id);
    return toInvoiceDto(await this.invoices.get(id, kind), `/api/orders/order/${id}/${path}/pdf`);
  }

  private async pdf(user: AuthUser, id: string, kind: InvoiceKind): Promise<StreamableFile> {
    await this.orders.viewFor(user, id);
    const doc = await this.invoices.get(id, kind);
    const bytes = await this.invoices.pdf(doc);
    return new StreamableFile(bytes, {
      type: 'application/pdf',
      disposition: `attachment; filename="${this.invoices.fileName(doc)}"`,
      length: bytes.length,
    });
  }
}

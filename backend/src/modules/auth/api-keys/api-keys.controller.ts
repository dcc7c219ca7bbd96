import { BadRequestException, Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '../../../common/decorators/auth.decorators';
import { uuidPipe } from '../../../common/pipes/uuid.pipe';
import {
  ApiKeyAuditPageDto,
  ApiKeyAuditQueryDto,
  ApiKeyDto,
  ApiKeyListDto,
  ApiKeyWithSecretDto,
  CreateApiKeyDto,
} from './api-key.dto';
import { ApiKeysService } from './api-keys.service';

const keyIdPipe = uuidPipe('API key');

/**
 * Admins manage programs' keys here. No @KeyScope: a key can never make, rotate or revoke
 * keys, nor read their log, so a leaked key cannot widen itself.
 */
@ApiTags('api-keys')
@Roles('admin')
@ApiForbiddenResponse({ description: 'Not an admin (API keys cannot manage keys)' })
@Controller('api-keys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Get()
  @ApiOperation({
    operationId: 'listApiKeys',
    summary: 'List API keys',
    description:
      'Admins only. Every key, newest first, revoked ones included, with its scopes and last use (to the minute). Secrets are never shown.',
  })
  @ApiOkResponse({ type: ApiKeyListDto })
  async list(): Promise<ApiKeyListDto> {
    return { keys: await this.keys.list() };
  }

  @Post()
  @ApiOperation({
    operationId: 'createApiKey',
    summary: 'Create an API key',
    description:
      'Admins only. A key for a program, with a name, scopes and an optional expiry. It acts for the admin who made it, ' +
      'within its scopes, while that account is an admin. The secret is in this answer only; it is stored hashed.',
  })
  @ApiCreatedResponse({ type: ApiKeyWithSecretDto })
  @ApiBadRequestResponse({ description: 'A missing name, an unknown scope, or an expiry in the past' })
  create(@CurrentUser() admin: AuthUser, @Body() body: CreateApiKeyDto): Promise<ApiKeyWithSecretDto> {
    const expiresAt = body.expiresAt === undefined ? null : new Date(body.expiresAt);
    if (expiresAt && expiresAt.getTime() <= Date.now()) {
      throw new BadRequestException('expiresAt must be in the future');
    }
    const name = body.name.trim();
    if (!name) throw new BadRequestException('name must not be blank');
    return this.keys.create(admin, { name, scopes: body.scopes, expiresAt });
  }

  @Post(':id/rotate')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'rotateApiKey',
    summary: 'Rotate an API key',
    description:
      'Admins only. A new secret for the key (same name, scopes and log); the old secret stops working at once. The new secret is in this answer only.',
  })
  @ApiOkResponse({ type: ApiKeyWithSecretDto })
  @ApiNotFoundResponse({ description: 'No such key, or it was revoked' })
  rotate(@Param('id', keyIdPipe) id: string): Promise<ApiKeyWithSecretDto> {
    return this.keys.rotate(id);
  }

  @Post(':id/revoke')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'revokeApiKey',
    summary: 'Revoke an API key',
    description:
      'Admins only. The key stops working at once, on every API process; it stays listed (with `revokedAt`) so the audit log still names it.',
  })
  @ApiOkResponse({ type: ApiKeyDto })
  @ApiNotFoundResponse({ description: 'No such key' })
  revoke(@Param('id', keyIdPipe) id: string): Promise<ApiKeyDto> {
    return this.keys.revoke(id);
  }

  @Get('audit')
  @ApiOperation({
    operationId: 'listApiKeyAudit',
    summary: 'Writes made with API keys',
    description:
      'Admins only. Every write (POST, PUT, PATCH, DELETE) a key made, refused ones included: key, method, path, answer status and time, newest first, 20 a page.',
  })
  @ApiOkResponse({ type: ApiKeyAuditPageDto })
  audit(@Query() query: ApiKeyAuditQueryDto): Promise<ApiKeyAuditPageDto> {
    return this.keys.audit(query.page ?? 1, query.limit ?? 20, query.keyId);
  }
}

import { Body, Controller, Delete, Get, Param, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser, KeyScope, Roles } from '../../common/decorators/auth.decorators';
import { UpdateRoleDto } from './auth.dto';
import { MessageDto, MessageWithUserDto, toUserDto, UserDto } from './user.dto';
import { UserAdminService } from './user-admin.service';
import { UsersService } from './users.service';
import { uuidPipe } from '../../common/pipes/uuid.pipe';
import { SyncQueryDto } from '../../common/dto/sync-query.dto';
import { CursorAnswer, NEXT_LINK_HEADER, walksUnpagedList } from '../../common/http/cursor-page';

const userIdPipe = uuidPipe('user');

@ApiTags('auth')
@Roles('admin')
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({ description: 'Not an admin' })
@KeyScope('customers')
@Controller('auth/users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly admin: UserAdminService,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'listUsers',
    summary: 'List accounts (admin)',
    description:
      'Every account: admins first, then users, each by e-mail. With `updated_since`, `cursor` or `limit`, one page ' +
      'of accounts by last change instead, the next in the `Link` header (docs/integrations-sync.md). Admins only.',
  })
  @ApiOkResponse({
    type: UserDto,
    isArray: true,
    description: 'Admins first, then users, each by e-mail; on a cursor walk oldest change first',
    headers: NEXT_LINK_HEADER,
  })
  @ApiBadRequestResponse({ description: 'Invalid cursor, updated_since, updated_before or limit' })
  async list(@Query() query: SyncQueryDto): Promise<UserDto[] | CursorAnswer<UserDto[]>> {
    if (!walksUnpagedList(query)) return (await this.users.list()).map(toUserDto);
    const { rows, next } = await this.users.changed(query);
    return new CursorAnswer(rows.map(toUserDto), next);
  }

  @Put(':id')
  @ApiOperation({
    operationId: 'changeUserRole',
    summary: 'Change an account role (admin)',
    description: 'Makes an account an admin or a shopper. The last admin cannot be demoted (409). Admins only.',
  })
  @ApiOkResponse({ type: MessageWithUserDto })
  @ApiBadRequestResponse({ description: 'Invalid user id or role' })
  @ApiNotFoundResponse({ description: 'User not found' })
  @ApiConflictResponse({ description: 'The last admin cannot be demoted' })
  async changeRole(@Param('id', userIdPipe) id: string, @Body() dto: UpdateRoleDto): Promise<MessageWithUserDto> {
    const user = await this.admin.changeRole(id, dto.role);
    return { message: 'User role updated successfully', user: toUserDto(user) };
  }

  @Delete(':id')
  @ApiOperation({
    operationId: 'deleteUser',
    summary: 'Delete an account (admin)',
    description:
      'Deletes an account with its cart and reviews (ratings are recomputed); its orders are kept for the books. An admin cannot delete their own account (409).',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ description: 'Invalid user id, or deleting yourself' })
  @ApiNotFoundResponse({ description: 'User not found' })
  @ApiConflictResponse({ description: 'The last admin cannot be deleted' })
  async remove(@CurrentUser() caller: AuthUser, @Param('id', userIdPipe) id: string): Promise<MessageDto> {
    await this.admin.remove(caller, id);
    return { message: 'User deleted successfully' };
  }
}

import { Body, Controller, Delete, Get, Param, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '../../common/decorators/auth.decorators';
import { UpdateRoleDto } from './auth.dto';
import { MessageDto, MessageWithUserDto, toUserDto, UserDto } from './user.dto';
import { UserAdminService } from './user-admin.service';
import { UsersService } from './users.service';
import { uuidPipe } from '../../common/pipes/uuid.pipe';

const userIdPipe = uuidPipe('user');

@ApiTags('auth')
@Roles('admin')
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({ description: 'Not an admin' })
@Controller('auth/users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly admin: UserAdminService,
  ) {}

  @Get()
  @ApiOkResponse({ type: UserDto, isArray: true, description: 'Admins first, then users, each by e-mail' })
  async list(): Promise<UserDto[]> {
    return (await this.users.list()).map(toUserDto);
  }

  @Put(':id')
  @ApiOkResponse({ type: MessageWithUserDto })
  @ApiBadRequestResponse({ description: 'Invalid user id or role' })
  @ApiNotFoundResponse({ description: 'User not found' })
  @ApiConflictResponse({ description: 'The last admin cannot be demoted' })
  async changeRole(@Param('id', userIdPipe) id: string, @Body() dto: UpdateRoleDto): Promise<MessageWithUserDto> {
    const user = await this.admin.changeRole(id, dto.role);
    return { message: 'User role updated successfully', user: toUserDto(user) };
  }

  @Delete(':id')
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ description: 'Invalid user id, or deleting yourself' })
  @ApiNotFoundResponse({ description: 'User not found' })
  @ApiConflictResponse({ description: 'The last admin cannot be deleted' })
  async remove(@CurrentUser() caller: AuthUser, @Param('id', userIdPipe) id: string): Promise<MessageDto> {
    await this.admin.remove(caller, id);
    return { message: 'User deleted successfully' };
  }
}

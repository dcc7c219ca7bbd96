import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { selectCurrentUser, type ShippingAddress } from '../auth';
import { ChangePasswordPanel } from './ChangePasswordPanel';
import { EditProfileModal } from './EditProfileModal';
import { ProfileAvatar } from './ProfileAvatar';
import { DetailList, Panel, PanelTitle, ScreenHeader } from './ui';

const Identity = styled(Panel)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.accentSoft},
    ${({ theme }) => theme.colors.surface} 65%
  );
`;

const Name = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  overflow-wrap: anywhere;
`;

const Email = styled.p`
  color: ${({ theme }) => theme.colors.inkSoft};
  overflow-wrap: anywhere;
`;

const IdentityText = styled.div`
  flex: 1;
  min-width: 200px;
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Address = styled.address`
  font-style: normal;
  line-height: 1.7;
`;

const PasswordSection = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** '+91 9876543210', or 'Not provided' when no number is saved. */
export function displayPhone(phone: string | null | undefined): string {
  return phone ? `+91 ${phone}` : 'Not provided';
}

function hasAddress(address: ShippingAddress | null | undefined): address is ShippingAddress {
  return Boolean(address && (address.address || address.city || address.state || address.pincode));
}

/** /dashboard/profile: who the shopper is and where their orders go, with an Edit Profile form. */
export function ProfilePage() {
  useDocumentTitle('Profile Settings');
  const user = useAppSelector(selectCurrentUser);
  const [editing, setEditing] = useState(false);
  const close = useCallback(() => setEditing(false), []);
  if (!user) return null;
  const address = user.shippingAddress;

  return (
    <>
      <ScreenHeader
        eyebrow="My account"
        title="Profile Settings"
        subtitle="Keep your details current so your orders reach you."
        action={
          <Button type="button" onClick={() => setEditing(true)}>
            Edit Profile
          </Button>
        }
      />

      <Identity aria-label="Profile">
        <ProfileAvatar name={user.username} src={user.profileImage} size={104} />
        <IdentityText>
          <Name>{user.username}</Name>
          <Email>{user.email}</Email>
        </IdentityText>
      </Identity>

      <Columns>
        <Panel aria-labelledby="profile-contact-heading">
          <PanelTitle id="profile-contact-heading">Contact Details</PanelTitle>
          <DetailList>
            <dt>Username</dt>
            <dd>{user.username}</dd>
            <dt>Email</dt>
            <dd>{user.email}</dd>
            <dt>Phone</dt>
            <dd data-testid="profile-phone">{displayPhone(user.phone)}</dd>
          </DetailList>
        </Panel>
        <Panel aria-labelledby="profile-address-heading">
          <PanelTitle id="profile-address-heading">Shipping Address</PanelTitle>
          {hasAddress(address) ? (
            <Address data-testid="profile-address">
              {address.address}
              <br />
              {[address.city, address.state].filter(Boolean).join(', ')}
              {address.pincode && ` - ${address.pincode}`}
            </Address>
          ) : (
            <Muted>No shipping address added yet</Muted>
          )}
        </Panel>
      </Columns>

      <PasswordSection>
        <ChangePasswordPanel />
      </PasswordSection>

      {editing && <EditProfileModal user={user} onClose={close} />}
    </>
  );
}

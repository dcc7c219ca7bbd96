import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { INDIAN_STATES } from '@decor-shop/india';
import styled from 'styled-components';
import { useEditProfileMutation, type EditProfileDto, type ShippingAddressDto } from '../../api/generated';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import {
  sanitizePhone,
  sanitizePincode,
  validatePhone,
  validatePhoneOnSubmit,
  validatePincode,
  validatePincodeOnSubmit,
} from '../../lib/validators';
import { profileUpdated, type SessionUser, useSignOut, toSessionUser } from '../auth';
import type { QueryError } from '../../api/apiError';
import { profileUpdateFailure, type ProfileField } from './profileErrors';
import { ProfileAvatar } from './ProfileAvatar';
import { UPLOAD_SUCCEEDED } from '../../components/useImageUpload';
import { useProfilePhoto } from './useProfilePhoto';
import { Input, Select } from '../../components/FormControls';
import { useNotify } from '../../components/Toaster';

export const USERNAME_REQUIRED = 'Username is required';
export const ADDRESS_INCOMPLETE = 'Please fill in address, city, state and pincode, or leave them all empty.';

/** The state select's first option, chosen until the shopper picks a state. */
const STATE_PLACEHOLDER = '-- Select Your State --';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: grid;
  align-items: start;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const FieldWrap = styled.div`
  display: grid;
  flex: 1;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};

  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
`;

const PhoneGroup = styled.div`
  display: flex;

  span {
    display: grid;
    place-items: center;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-right: 0;
    border-radius: ${({ theme }) => `${theme.radii.sm} 0 0 ${theme.radii.sm}`};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.inkSoft};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  input {
    border-radius: ${({ theme }) => `0 ${theme.radii.sm} ${theme.radii.sm} 0`};
  }
`;

const FieldError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const PhotoRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const UploadNotice = styled.p<{ $tone: 'ok' | 'busy' }>`
  color: ${({ theme, $tone }) => ($tone === 'ok' ? theme.colors.success : theme.colors.inkSoft)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const FormError = styled.p`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #f6e0e0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

interface FieldProps {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  children: ReactNode;
}

function Field({ id, label, error, hint, children }: FieldProps) {
  return (
    <FieldWrap>
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : (
        hint && <Hint id={`${id}-hint`}>{hint}</Hint>
      )}
    </FieldWrap>
  );
}

interface EditProfileModalProps {
  user: SessionUser;
  onClose: () => void;
}

/** The Edit Profile form: name, phone, shipping address and photo, checked as the shopper types. */
export function EditProfileModal({ user, onClose }: EditProfileModalProps) {
  const id = useId();
  const dispatch = useAppDispatch();
  const signOut = useSignOut();
  const notify = useNotify();
  const [save, { isLoading: saving }] = useEditProfileMutation();
  const photo = useProfilePhoto(user.profileImage ?? '');

  const [username, setUsername] = useState(user.username);
  const [phone, setPhone] = useState(sanitizePhone(user.phone ?? ''));
  const [address, setAddress] = useState(user.shippingAddress?.address ?? '');
  const [city, setCity] = useState(user.shippingAddress?.city ?? '');
  const [state, setState] = useState(user.shippingAddress?.state ?? '');
  const [pincode, setPincode] = useState(sanitizePincode(user.shippingAddress?.pincode ?? ''));

  const [usernameError, setUsernameError] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [pincodeError, setPincodeError] = useState<string | null>(null);
  const [stateError, setStateError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const onPhone = (event: ChangeEvent<HTMLInputElement>) => {
    const next = sanitizePhone(event.target.value);
    setPhone(next);
    setPhoneError(validatePhone(next));
  };

  const onPincode = (event: ChangeEvent<HTMLInputElement>) => {
    const next = sanitizePincode(event.target.value);
    setPincode(next);
    setPincodeError(validatePincode(next));
  };

  const markServerField = (field: ProfileField, message: string) => {
    if (field === 'phone') setPhoneError(message);
    if (field === 'pincode') setPincodeError(message);
    if (field === 'state') setStateError(message);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);

    const name = username.trim();
    const phoneProblem = validatePhoneOnSubmit(phone);
    const pincodeProblem = validatePincodeOnSubmit(pincode);
    const addressFields = [address.trim(), city.trim(), state, pincode];
    const addressGiven = addressFields.some(Boolean);
    const addressIncomplete = addressGiven && !addressFields.every(Boolean);

    setUsernameError(name ? null : USERNAME_REQUIRED);
    setPhoneError(phoneProblem);
    setPincodeError(pincodeProblem);
    setStateError(null);
    if (!name || phoneProblem || pincodeProblem) return;
    if (addressIncomplete) {
      setFormError(ADDRESS_INCOMPLETE);
      return;
    }

    const body: EditProfileDto = {
      username: name,
      phone,
      shippingAddress: addressGiven
        ? {
            address: address.trim(),
            city: city.trim(),
            state: state as ShippingAddressDto['state'],
            pincode,
          }
        : null,
      profileImage: photo.url || null,
    };

    try {
      const { user: saved } = await save({ editProfileDto: body }).unwrap();
      dispatch(profileUpdated(toSessionUser(saved)));
      onClose();
    } catch (error) {
      const failure = profileUpdateFailure(error as QueryError);
      if (failure.signOut) {
        notify.error(failure.message);
        await signOut();
        return;
      }
      if (failure.field) markServerField(failure.field, failure.message);
      else setFormError(failure.message);
    }
  };

  const describedBy = (field: string, error: string | null, hint = false) =>
    error ? `${field}-error` : hint ? `${field}-hint` : undefined;

  return (
    <Modal title="Edit Profile" onClose={onClose}>
      <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Edit Profile">
        <PhotoRow>
          <ProfileAvatar name={username || user.username} src={photo.preview} size={72} />
          <Field id={`${id}-photo`} label="Profile image" error={photo.error} hint="JPG, PNG or GIF, up to 5 MB">
            <Input
              id={`${id}-photo`}
              type="file"
              accept="image/*"
              aria-invalid={photo.error ? true : undefined}
              aria-describedby={describedBy(`${id}-photo`, photo.error, true)}
              disabled={photo.state === 'uploading'}
              onChange={(event) => {
                void photo.choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Field>
        </PhotoRow>
        {photo.state === 'uploading' && (
          <UploadNotice $tone="busy" role="status">
            Uploading image...
          </UploadNotice>
        )}
        {photo.state === 'success' && (
          <UploadNotice $tone="ok" role="status">
            {UPLOAD_SUCCEEDED}
          </UploadNotice>
        )}

        <Row>
          <Field id={`${id}-username`} label="Username" error={usernameError}>
            <Input
              id={`${id}-username`}
              value={username}
              required
              autoComplete="name"
              aria-invalid={usernameError ? true : undefined}
              aria-describedby={describedBy(`${id}-username`, usernameError)}
              onChange={(event) => {
                setUsername(event.target.value);
                if (event.target.value.trim()) setUsernameError(null);
              }}
            />
          </Field>
          <Field id={`${id}-phone`} label="Phone" error={phoneError} hint="10-digit mobile number">
            <PhoneGroup>
              <span aria-hidden="true">+91</span>
              <Input
                id={`${id}-phone`}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                value={phone}
                maxLength={10}
                aria-invalid={phoneError ? true : undefined}
                aria-describedby={describedBy(`${id}-phone`, phoneError, true)}
                onChange={onPhone}
              />
            </PhoneGroup>
          </Field>
        </Row>

        <Fieldset>
          <legend>Shipping address</legend>
          <Field id={`${id}-address`} label="Address">
            <Input
              id={`${id}-address`}
              value={address}
              autoComplete="street-address"
              onChange={(event) => setAddress(event.target.value)}
            />
          </Field>
          <Row>
            <Field id={`${id}-city`} label="City">
              <Input
                id={`${id}-city`}
                value={city}
                autoComplete="address-level2"
                onChange={(event) => setCity(event.target.value)}
              />
            </Field>
            <Field id={`${id}-state`} label="State" error={stateError}>
              <Select
                id={`${id}-state`}
                value={state}
                aria-invalid={stateError ? true : undefined}
                aria-describedby={describedBy(`${id}-state`, stateError)}
                onChange={(event) => {
                  setState(event.target.value);
                  setStateError(null);
                }}
              >
                <option value="">{STATE_PLACEHOLDER}</option>
                {INDIAN_STATES.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </Select>
            </Field>
          </Row>
          <Field id={`${id}-pincode`} label="Pincode" error={pincodeError} hint="6 digits">
            <Input
              id={`${id}-pincode`}
              inputMode="numeric"
              autoComplete="postal-code"
              value={pincode}
              maxLength={6}
              aria-invalid={pincodeError ? true : undefined}
              aria-describedby={describedBy(`${id}-pincode`, pincodeError, true)}
              onChange={onPincode}
            />
          </Field>
        </Fieldset>

        {formError && <FormError role="alert">{formError}</FormError>}

        <Actions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving || photo.state === 'uploading'}>
            {saving ? 'Saving...' : 'Save Changes'}
          </Button>
        </Actions>
      </Form>
    </Modal>
  );
}

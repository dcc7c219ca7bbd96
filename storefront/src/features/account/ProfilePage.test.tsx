import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserDto } from '../../api/generated';
import { renderWithShop, shopper } from '../../test/render';
import type { SessionUser } from '../auth';
import { ProfilePage } from './ProfilePage';
import { mockApi, type CannedReply } from './testApi';
import { UPLOAD_NOTICE_MS } from '../../components/useImageUpload';
import { findToast } from '../../test/toasts';

const PATCH = 'PATCH /api/auth/edit-profile';
const UPLOAD = 'POST /api/uploadImage';

const saved: SessionUser = {
  ...shopper,
  phone: '9876543210',
  profileImage: '/uploads/images/old.webp',
  shippingAddress: { address: '12 MG Road', city: 'Jaipur', state: 'Rajasthan', pincode: '302001' },
};

function serverUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
    _id: shopper._id,
    id: shopper._id,
    username: shopper.username,
    email: shopper.email,
    role: 'user',
    profileImage: null,
    phone: null,
    shippingAddress: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function openEditor(user: SessionUser = shopper, routes: Record<string, CannedReply> = {}) {
  const api = mockApi({ 'POST /api/auth/logout': { body: { message: 'Logged out successfully' } }, ...routes });
  const view = renderWithShop(<ProfilePage />, { user });
  fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
  return { ...view, ...api, dialog };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
beforeEach(() => {
  window.localStorage.clear();
});

describe('ProfilePage', () => {
  it('shows photo, name, e-mail, phone with +91 and the shipping address', () => {
    mockApi({});
    renderWithShop(<ProfilePage />, { user: saved });

    expect(screen.getByRole('img', { name: 'Profile photo of asha' }).getAttribute('src')).toBe(
      '/uploads/images/old.webp',
    );
    expect(screen.getByRole('heading', { name: 'asha' })).toBeTruthy();
    expect(screen.getAllByText('asha@example.com').length).toBeGreaterThan(0);
    expect(screen.getByTestId('profile-phone').textContent).toBe('+91 9876543210');
    expect(screen.getByTestId('profile-address').textContent).toBe('12 MG RoadJaipur, Rajasthan - 302001');
  });

  it('says what is missing for a new account', () => {
    mockApi({});
    renderWithShop(<ProfilePage />, { user: shopper });

    expect(screen.getByTestId('profile-phone').textContent).toBe('Not provided');
    expect(screen.getByText('No shipping address added yet')).toBeTruthy();
  });
});

describe('Edit Profile: checks while typing', () => {
  it('keeps only digits in the phone, at most 10, and explains what is wrong', () => {
    openEditor();
    type('Phone', '98a7-65');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('98765');
    expect(screen.getByText('Phone number must be 10 digits')).toBeTruthy();

    type('Phone', '5876543210999');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('5876543210');
    expect(screen.getByText('Phone number must start with 6, 7, 8, or 9')).toBeTruthy();
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');

    type('Phone', '');
    expect(screen.queryByText(/Phone number must/)).toBeNull();
  });

  it('keeps only digits in the pincode, at most 6, and explains what is wrong', () => {
    openEditor();
    type('Pincode', '30a2');
    expect((screen.getByLabelText('Pincode') as HTMLInputElement).value).toBe('302');
    expect(screen.getByText('Pincode must be 6 digits')).toBeTruthy();

    type('Pincode', '0123456');
    expect((screen.getByLabelText('Pincode') as HTMLInputElement).value).toBe('012345');
    expect(screen.getByText('Pincode cannot start with 0')).toBeTruthy();

    type('Pincode', '302001');
    expect(screen.queryByText(/Pincode/, { selector: 'p' })).toBeNull();
  });

  it('offers the 36 states and territories after an empty choice', () => {
    openEditor();
    const options = within(screen.getByLabelText('State')).getAllByRole('option');
    expect(options).toHaveLength(37);
    expect(options[0].textContent).toBe('-- Select Your State --');
    expect((options[0] as HTMLOptionElement).value).toBe('');
    expect(options.map((option) => option.textContent)).toContain('Ladakh');
  });
});

describe('Edit Profile: checks on saving', () => {
  it('requires a username', () => {
    const { seen } = openEditor();
    type('Username', '   ');
    submit();
    expect(screen.getByText('Username is required')).toBeTruthy();
    expect(seen.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it.each([
    ['98765', 'Please enter a valid 10-digit phone number'],
    ['5876543210', 'Phone number must start with 6, 7, 8, or 9 and be 10 digits long'],
  ])('refuses the phone %s', (phone, message) => {
    const { seen } = openEditor();
    type('Phone', phone);
    submit();
    expect(screen.getByText(message)).toBeTruthy();
    expect(seen.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it.each([
    ['30200', 'Please enter a valid 6-digit pincode'],
    ['012345', 'Pincode must be 6 digits and cannot start with 0'],
  ])('refuses the pincode %s', (pincode, message) => {
    const { seen } = openEditor(saved);
    type('Pincode', pincode);
    submit();
    expect(screen.getByText(message)).toBeTruthy();
    expect(seen.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it('asks for the whole address when only part of it is given', () => {
    const { seen } = openEditor();
    type('City', 'Jaipur');
    submit();
    expect(screen.getByRole('alert').textContent).toBe(
      'Please fill in address, city, state and pincode, or leave them all empty.',
    );
    expect(seen.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });
});

describe('Edit Profile: saving', () => {
  it('sends the profile, keeps the returned user (also in localStorage) and closes', async () => {
    const address = { address: '4 Lake View', city: 'Pune', state: 'Maharashtra', pincode: '411001' } as const;
    const { seen, store } = openEditor(shopper, {
      [PATCH]: { body: { user: serverUser({ username: 'Asha R', phone: '9123456780', shippingAddress: address }) } },
    });
    type('Username', 'Asha R');
    type('Phone', '9123456780');
    type('Address', address.address);
    type('City', address.city);
    fireEvent.change(screen.getByLabelText('State'), { target: { value: address.state } });
    type('Pincode', address.pincode);
    submit();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.find((call) => call.method === 'PATCH')?.body).toEqual({
      username: 'Asha R',
      phone: '9123456780',
      shippingAddress: address,
      profileImage: null,
    });
    expect(store.getState().auth.user).toMatchObject({
      username: 'Asha R',
      phone: '9123456780',
      shippingAddress: address,
    });
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({ username: 'Asha R' });
    expect(screen.getByTestId('profile-phone').textContent).toBe('+91 9123456780');
    expect(screen.getByTestId('profile-address').textContent).toBe('4 Lake ViewPune, Maharashtra - 411001');
  });

  it('clears the address by sending none when all its fields are emptied', async () => {
    const { seen } = openEditor(saved, { [PATCH]: { body: { user: serverUser() } } });
    type('Address', '');
    type('City', '');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: '' } });
    type('Pincode', '');
    type('Phone', '');
    submit();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.find((call) => call.method === 'PATCH')?.body).toMatchObject({ phone: '', shippingAddress: null });
    expect(screen.getByText('No shipping address added yet')).toBeTruthy();
  });

  it.each([
    ['Phone number must start with 6, 7, 8, or 9 and be 10 digits long', 'Phone'],
    ['Pincode must be 6 digits and cannot start with 0', 'Pincode'],
    ['Please select a valid state', 'State'],
  ])('shows the server message "%s" at the %s field', async (message, label) => {
    openEditor(saved, { [PATCH]: { status: 400, body: { statusCode: 400, message } } });
    submit();

    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows a general message for other failures', async () => {
    openEditor(saved, { [PATCH]: { status: 500, body: { message: 'Database down' } } });
    submit();

    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeTruthy();
  });

  it.each([
    [401, 'Session expired. Please log in again.'],
    [404, 'User not found. Please try logging in again.'],
  ])('signs out after a %s with a notice', async (status, message) => {
    window.localStorage.setItem('user', JSON.stringify(saved));
    const { store } = openEditor(saved, { [PATCH]: { status, body: { message: 'x' } } });
    submit();

    await waitFor(() => expect(store.getState().auth.user).toBeNull());
    await findToast(message);
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});

describe('Edit Profile: photo', () => {
  const photoInput = () => screen.getByLabelText('Profile image');
  const choose = (file: File) => fireEvent.change(photoInput(), { target: { files: [file] } });
  const avatar = () => within(screen.getByRole('dialog')).getByRole('img', { name: /Profile photo/ });

  it('refuses a file that is not an image', () => {
    const { seen } = openEditor(saved);
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('Please select an image file (JPG, PNG, GIF)')).toBeTruthy();
    expect(seen.filter((call) => call.path === '/api/uploadImage')).toHaveLength(0);
  });

  it('refuses an image over 5 MB', () => {
    openEditor(saved);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    choose(big);
    expect(screen.getByText('File size must be less than 5MB')).toBeTruthy();
  });

  it('uploads the picture as a data URL, shows it with a notice and saves its address', async () => {
    const { seen } = openEditor(saved, {
      [UPLOAD]: { body: '/uploads/images/new.webp' },
      [PATCH]: { body: { user: serverUser({ profileImage: '/uploads/images/new.webp' }) } },
    });
    choose(new File(['png-bytes'], 'me.png', { type: 'image/png' }));

    expect(await screen.findByText('Image uploaded successfully!')).toBeTruthy();
    expect(UPLOAD_NOTICE_MS).toBe(3000);
    expect(avatar().getAttribute('src')).toBe('/uploads/images/new.webp');
    const upload = seen.find((call) => call.path === '/api/uploadImage');
    expect((upload?.body as { image: string }).image).toMatch(/^data:image\/png;base64,/);

    submit();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      profileImage: '/uploads/images/new.webp',
    });
  });

  it('puts the previous picture back when the upload fails', async () => {
    openEditor(saved, { [UPLOAD]: { status: 500, body: { message: 'disk full' } } });
    choose(new File(['png-bytes'], 'me.png', { type: 'image/png' }));

    expect(await screen.findByText('Failed to upload image. Please try again.')).toBeTruthy();
    expect(avatar().getAttribute('src')).toBe('/uploads/images/old.webp');
  });
});

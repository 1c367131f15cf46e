import { errorMessages, type TeamUser } from '@parley/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast/toast-provider';
import { i18n, initI18n } from '../../../lib/i18n';
import { UserFormDialog } from './user-form-dialog';

const adminId = '00000000-0000-4000-8000-000000000001';
const agent: TeamUser = {
  userId: '00000000-0000-4000-8000-000000000002',
  firstName: 'Grace',
  lastName: 'Hopper',
  userName: 'grace.hopper',
  emailAddress: 'grace@example.com',
  contactNumber: '+442079460123',
  roleName: 'agent',
  autoAssignNotification: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function renderDialog(user?: TeamUser, currentUserId = adminId) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <UserFormDialog open user={user} currentUserId={currentUserId} onClose={() => {}} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const field = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
const type = (name: string, value: string) =>
  act(async () => {
    fireEvent.change(field(name), { target: { value } });
  });
const save = () => act(async () => fireEvent.click(screen.getByTestId('save-user')));

async function fillNewUser() {
  await type('firstName', 'Grace');
  await type('lastName', 'Hopper');
  await type('userName', 'grace.hopper');
  await type('emailAddress', 'grace@example.com');
  await type('contactNumber', '+44 20 7946 0123');
  await type('password', 'compiler-1952');
}

describe('UserFormDialog', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await i18n.loadNamespaces(['users']);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('asks for a confirmation equal to the password before sending anything', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderDialog();
    await fillNewUser();
    await type('confirmPassword', 'compiler-1953');
    await save();

    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('adds an agent with the notification on, and shows a taken user name under its field', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json(
        {
          code: 'USERNAME_TAKEN',
          message: errorMessages.USERNAME_TAKEN,
          details: [{ path: 'userName', message: errorMessages.USERNAME_TAKEN }],
        },
        { status: 409 },
      ),
    );
    renderDialog();
    await fillNewUser();
    await type('confirmPassword', 'compiler-1952');
    await save();

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/users');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      userName: 'grace.hopper',
      emailAddress: 'grace@example.com',
      contactNumber: '+442079460123',
      roleName: 'agent',
      autoAssignNotification: true,
      password: 'compiler-1952',
      confirmPassword: 'compiler-1952',
    });
    expect(screen.getByText(errorMessages.USERNAME_TAKEN)).toBeTruthy();
  });

  it('edits a user without their user name, keeping the password when none is given', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(agent));
    renderDialog(agent);
    expect(field('userName')).toBeNull();
    expect((screen.getByDisplayValue('grace.hopper') as HTMLInputElement).disabled).toBe(true);
    await type('lastName', 'Murray Hopper');
    await save();

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`/api/v1/users/${agent.userId}`);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Grace',
      lastName: 'Murray Hopper',
      emailAddress: 'grace@example.com',
      contactNumber: '+442079460123',
      roleName: 'agent',
      autoAssignNotification: true,
      password: '',
      confirmPassword: '',
    });
    expect((await screen.findByTestId('toast')).textContent).toBe('User updated successfully');
  });

  it('does not let an admin change their own role', async () => {
    renderDialog({ ...agent, userId: adminId, roleName: 'accountAdmin' });
    expect(screen.getByText(errorMessages.OWN_ROLE_UNCHANGEABLE)).toBeTruthy();
    expect(field('roleName').closest('.Mui-disabled')).toBeTruthy();
  });
});

// spec 2 (Sidebars): Log Out clears the stored token and id, signs out and goes to '/'. The
// server is told first, so every token of the account stops working (decisions.md section 4).
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from './api';
import { getSession, signOut } from './session';

export function useLogOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    const { type, token } = getSession();
    if (token) {
      // Logging out locally must work even when the server cannot be reached.
      await api.post(`${type === 'User' ? 'user' : 'company'}/logout`).catch(() => undefined);
    }
    signOut();
    queryClient.clear();
    await navigate('/');
  };
}

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { api, ApiError } from './api-client';

/** The signed-in user as the UI needs it (spec section 3: name, email, admin flag). */
export interface SessionUser {
  name: string;
  email: string;
  admin: boolean;
}

export interface Session {
  /** null while nobody is signed in. Accounts are not built yet, so this stays null for now. */
  user: SessionUser | null;
  /** True while a user lookup is in flight. */
  loading: boolean;
  /** Asks GET /api/user who is signed in; a 401 means nobody. Login and register call this. */
  refreshUser: () => Promise<SessionUser | null>;
  /** POST /logout, then forget the user. */
  logout: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children, initialUser = null }: { children: ReactNode; initialUser?: SessionUser | null }) {
  const [user, setUser] = useState<SessionUser | null>(initialUser);
  const [loading, setLoading] = useState(false);

  // Extension point: once the auth endpoints exist, call refreshUser() on start (spec section 4).
  const refreshUser = useCallback(async () => {
    setLoading(true);
    try {
      const next = await api.get<SessionUser>('/api/user');
      setUser(next);
      return next;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        setUser(null);
        return null;
      }
      throw error;
    } finally {
      setLoading(false);
    }
  }, []);

  const logout = useCallback(async () => {
    await api.post<unknown>('/logout');
    setUser(null);
  }, []);

  const value = useMemo(() => ({ user, loading, refreshUser, logout }), [user, loading, refreshUser, logout]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

import { useNavigate } from 'react-router';

/**
 * Back within the app, or to `fallback` when this page was opened directly (a mail link,
 * a reload): `navigate(-1)` would then leave the site.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return () => {
    // React Router keeps its history index in history.state; 0 is the first entry of the tab.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(fallback);
  };
}

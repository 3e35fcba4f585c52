import { Button } from 'antd';
import { useLocation } from 'react-router';
import { loginPathFor, navigateTo } from '@/lib/login-flow';
import { EmptyState } from './empty-state';

/** For a visitor on a page that shows the user's own data. */
export function SignInPrompt({ description }: { description: string }) {
  const location = useLocation();
  return (
    <EmptyState description={description}>
      <Button
        type="primary"
        onClick={() => navigateTo(loginPathFor(`#${location.pathname}${location.search}`))}
      >
        登录
      </Button>
    </EmptyState>
  );
}

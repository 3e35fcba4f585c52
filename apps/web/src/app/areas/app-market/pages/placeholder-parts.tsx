/**
 * The parts of the app-market pages whose content a later issue brings: each shows the area layout
 * (the shell's NavBar or footer) and an honest empty state with a way on.
 */
import { Button } from 'antd-mobile';
import { useNavigate, useParams } from 'react-router';

export function GoButton({ to, children }: { to: string; children: string }) {
  const navigate = useNavigate();
  return (
    <Button color="danger" fill="outline" shape="rounded" onClick={() => navigate(to)}>
      {children}
    </Button>
  );
}

export function IdLine({ label }: { label: string }) {
  const { id } = useParams();
  return id ? <>{`${label}：${id}`}</> : null;
}

import { Button } from 'antd';
import { useNavigate } from 'react-router';

/** The way back to the market from an empty list of the personal center. */
export function GoShopping() {
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => navigate('/shop')}>
      去逛逛
    </Button>
  );
}

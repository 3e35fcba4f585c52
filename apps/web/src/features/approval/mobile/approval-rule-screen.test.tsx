import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApprovalRuleScreen } from './approval-rule-screen';

describe('ApprovalRuleScreen', () => {
  it('renders the manager form', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ApprovalRuleScreen
          rule={{
            amountThreshold: 200_000,
            catalogs: [{ id: '1', name: '办公' }],
            outsidePlan: true,
            holdHours: 48,
            approvers: [{ id: '2', name: '李经理' }],
            updatedBy: null,
            updatedAt: null,
          }}
          catalogs={[{ id: '1', name: '办公', children: [] }] as never}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('approval-rule-screen')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '审批金额（元）' })).toBeTruthy();
  });
});

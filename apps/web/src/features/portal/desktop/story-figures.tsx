import { Col, Row, Statistic } from 'antd';
import type { PortalFigure } from '@pm/contract/portal';

/** A story's figures as big numbers. */
export function StoryFigures({ figures }: { figures: PortalFigure[] }) {
  return (
    <Row gutter={24} className="pm-portal__figures">
      {figures.map((f) => (
        <Col key={f.label} span={Math.floor(24 / Math.max(figures.length, 1))}>
          <Statistic title={f.label} value={f.value} suffix={f.unit} />
        </Col>
      ))}
    </Row>
  );
}

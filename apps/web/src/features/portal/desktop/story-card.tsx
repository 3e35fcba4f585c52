import { Card, Tag } from 'antd';
import { Link } from 'react-router';
import { pictureSet } from '@pm/contract/picture';
import type { PortalStoryCard } from '@pm/contract/portal';

/** A story in a list: cover, customer, headline and its first figure. */
export function StoryCard({ story, href }: { story: PortalStoryCard; href: string }) {
  const first = story.figures[0];
  return (
    <Link to={href} className="pm-portal__card-link" aria-label={story.customerName}>
      <Card
        hoverable
        className="pm-portal__card"
        cover={
          <img
            {...pictureSet(story.pictures.cover, 360)}
            alt={`${story.shortName} 案例封面`}
            width={360}
            height={180}
            className="pm-portal__card-cover"
          />
        }
      >
        <div className="pm-portal__card-head">
          <img {...pictureSet(story.pictures.logo, 40)} alt="" width={40} height={40} />
          <div>
            <div className="pm-portal__card-name">{story.customerName}</div>
            <div className="pm-portal__card-meta">
              <Tag color="blue">{story.industry}</Tag>
              {story.region}
            </div>
          </div>
        </div>
        <div className="pm-portal__card-headline">{story.headline}</div>
        {first && (
          <div className="pm-portal__card-figure">
            <strong>
              {first.value}
              <small>{first.unit}</small>
            </strong>
            <span>{first.label}</span>
          </div>
        )}
      </Card>
    </Link>
  );
}

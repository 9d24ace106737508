import { MESSAGE_CONTENT_KEY, type MessageKey } from '../../../../shared/message-keys.ts';
import { ContentPage } from '../../../components/content/content-page.tsx';
import { MessageView } from '../../../components/content/message-view.tsx';

type Props = { messageKey: MessageKey; title: string; heading: string };

/** One of the four message pages: the whole message with photo, name, title and place. */
export function MessagePage({ messageKey, title, heading }: Props) {
  return (
    <ContentPage contentKey={MESSAGE_CONTENT_KEY[messageKey]} title={title} heading={heading}>
      {(value, images) => <MessageView value={value} images={images} />}
    </ContentPage>
  );
}

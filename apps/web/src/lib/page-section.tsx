// A page's section named by its title, the data-form pages' h1 (members, their confirmation, the
// documents): one heading and one name for assistive technology, the same on every such page.
import { type ReactNode, useId } from 'react';

export const PageSection = ({
  className,
  title,
  headingId,
  children,
}: {
  className: string;
  title: string;
  /** The heading's id, when something else on the page is labelled by it too. */
  headingId?: string;
  children: ReactNode;
}) => {
  const ownId = useId();
  const id = headingId ?? ownId;
  return (
    <section className={className} aria-labelledby={id}>
      <h1 id={id} className="data-form__title">
        {title}
      </h1>
      {children}
    </section>
  );
};

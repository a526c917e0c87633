import { options } from 'preact';

// React Router marks its scripts and links with suppressHydrationWarning, a prop only React
// knows: Preact would write it into the page as an attribute. Dropped as each element is made.
const previous = options.vnode;
options.vnode = (vnode) => {
  // A text's props are its string.
  const props: unknown = vnode.props;
  if (typeof props === 'object' && props && 'suppressHydrationWarning' in props)
    delete (props as { suppressHydrationWarning?: boolean }).suppressHydrationWarning;
  previous?.(vnode);
};

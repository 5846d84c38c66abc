/** The other party's picture, or their initial on a coloured disc. Decorative: the name is always next to it. */
export function ChatAvatar({ name, imageUrl, size = 40 }: { name: string; imageUrl: string | null; size?: number }) {
  if (imageUrl) return <img className="chat-avatar" src={imageUrl} alt="" width={size} height={size} />;
  return (
    <span className="chat-avatar chat-avatar--initial" aria-hidden="true" style={{ width: size, height: size }}>
      {name.trim().charAt(0).toLocaleUpperCase() || '?'}
    </span>
  );
}

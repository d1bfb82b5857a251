import { ComingSoon } from '@/components/ComingSoon';

export function UsersPage() {
  return (
    <ComingSoon
      title="Users"
      subtitle="Every member of the marketplace."
      description="A filterable, sortable and paginated user table arrives here."
    />
  );
}

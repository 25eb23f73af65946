import { useRef } from 'react';
import { useStore } from '@nanostores/react';
import { errorMessage } from '../../lib/messages';
import type { AdminFirstScreenJson } from '../../lib/contracts/admin';
import type { AdminMemberListPage, MemberList } from './admin-model';
import {
  $memberList,
  $memberListQuery,
  $memberSearch,
  goToMemberPage,
  searchMembersNow,
  typeMemberSearch,
} from '../../lib/stores/admin-members';

/** The member list as the picker drives it, from the stores; page 1 as the page brought it until the store answers. */
export function useMemberListView(first: AdminFirstScreenJson | undefined): MemberList {
  const search = useStore($memberSearch);
  const asked = useStore($memberListQuery) ?? { q: '', page: 1 };
  const read = useStore($memberList);
  const brought = asked.q === '' && asked.page === 1 ? first?.members : undefined;
  const answered = read.data ?? brought;
  // The last page answered stays while the next one loads.
  const shown = useRef<AdminMemberListPage | null>(null);
  if (answered) shown.current = { ...answered, q: asked.q } as AdminMemberListPage;
  return {
    search,
    setSearch: typeMemberSearch,
    searchNow: searchMembersNow,
    asked,
    goToPage: goToMemberPage,
    data: shown.current,
    loading: read.loading,
    error: read.error ? errorMessage(read.error) : '',
  };
}

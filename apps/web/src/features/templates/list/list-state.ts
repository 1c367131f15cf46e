import {
  type ListTemplatesQuery,
  type TemplateCategory,
  type TemplateStatus,
  type TemplateType,
  templateCategories,
  templateStatuses,
  templateTypes,
} from '@parley/contract';
import { useAddressState } from '../../../components/table/address-state';
import { type PageState, readPageState, writeListParams } from '../../../components/table/page-state';

/** The templates table's search, filters and page, kept in the address; '' is "all". */
export interface TemplateListState extends PageState {
  search: string;
  status: TemplateStatus | '';
  category: TemplateCategory | '';
  language: string;
  type: TemplateType | '';
}

const defaultRecords = 20;
const defaults: TemplateListState = {
  search: '',
  status: '',
  category: '',
  language: '',
  type: '',
  page: 1,
  records: defaultRecords,
};

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | '' =>
  options.find((option) => option === value) ?? '';

export function readTemplateListState(params: URLSearchParams): TemplateListState {
  return {
    search: params.get('search') ?? '',
    status: oneOf(templateStatuses, params.get('status')),
    category: oneOf(templateCategories, params.get('category')),
    language: params.get('language')?.slice(0, 10) ?? '',
    type: oneOf(templateTypes, params.get('type')),
    ...readPageState(params, defaultRecords),
  };
}

export const writeTemplateListState = (params: URLSearchParams, change: Partial<TemplateListState>) =>
  writeListParams(params, change, defaults);

/** The list query the server takes: blank search and "all" filters are left out. */
export function toTemplatesQuery(state: TemplateListState): ListTemplatesQuery {
  const search = state.search.trim();
  return {
    page: state.page,
    records: state.records,
    ...(search && { search }),
    ...(state.status && { status: state.status }),
    ...(state.category && { category: state.category }),
    ...(state.language && { language: state.language }),
    ...(state.type && { templateType: state.type }),
  };
}

export function useTemplateListState() {
  return useAddressState(readTemplateListState, writeTemplateListState);
}

export { Tag, TagGroup, type TagGroupProps, type TagItem, type TagProps } from './Tag';

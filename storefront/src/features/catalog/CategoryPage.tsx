import { useParams } from 'react-router-dom';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';
import { categoryFromParam } from '../../lib/constants/categories';

export function CategoryPage() {
  const { categoryName = 'all' } = useParams();
  const title = categoryName === 'all' ? 'All Products' : categoryFromParam(categoryName);
  return <ScreenPlaceholder title={title} />;
}

import { useLocation, useNavigate } from 'react-router-dom';
import { useLocalize } from '../layout/localized-links';
import { button } from '../ui.css';

/** History back when the visitor came from within the site; otherwise the parent listing. */
export function GoBackButton({
  label,
  fallback,
  light = false,
}: {
  label: string;
  fallback: string;
  light?: boolean;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const localize = useLocalize();
  const goBack = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(localize(fallback));
  };
  return (
    <button type="button" className={light ? button.outlineLight : button.outline} onClick={goBack}>
      {label}
    </button>
  );
}

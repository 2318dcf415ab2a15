import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../ui/link';
import { button } from '../ui/ui.css';

/** 'Go Back': history back when the visitor came from within the site, else the listing's link. */
export function GoBackLink({ label, fallback }: { label: string; fallback: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Link
      to={fallback}
      className={button.outline}
      onClick={(event) => {
        if (location.key === 'default') return;
        event.preventDefault();
        void navigate(-1);
      }}
    >
      {label}
    </Link>
  );
}

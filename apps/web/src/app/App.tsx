import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NOT_FOUND, ROUTES, type RouteSpec } from './routes';

function TitledScreen({ spec }: { spec: RouteSpec }) {
  const { t } = useTranslation();
  const title = t(`title.${spec.titleKey}`, { product: 'CRFRF' });
  useEffect(() => {
    document.title = title;
  }, [title]);
  const Screen = spec.screen;
  return <Screen />;
}

export function App() {
  return (
    <BrowserRouter>
      <Suspense fallback={null}>
        <Routes>
          {[...ROUTES, NOT_FOUND].map((spec) => (
            <Route key={spec.path} path={spec.path} element={<TitledScreen spec={spec} />} />
          ))}
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}

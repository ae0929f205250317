import {
  FRAMEWORK_LABELS,
  FRAMEWORKS,
  type Framework,
  type Network,
  type PresentationNode,
  STATEMENT_SETTINGS_DEFAULTS,
  type Taxonomy,
} from '@dfr/statement-engine';
import { SearchField, Select, Button, useLang, Inline } from '@dfr/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../features/shell/Page';
import { StatementUI } from '../../features/statement/components/StatementUI';
import { getTaxonomy } from '../../features/statement/engine';
import { pick } from '../../features/statement/format';
import * as styles from './standard.css';
import { facts } from '../../features/statement/components/FactProperties.css';

/** `/standard`: the taxonomy browser: concepts, labels in both languages, documentation, presentation and calculations. */
export default function Standard() {
  const { t } = useTranslation('standard');
  const lang = useLang();
  const [framework, setFramework] = useState<Framework>(STATEMENT_SETTINGS_DEFAULTS.framework);
  const taxonomy = getTaxonomy(framework);
  const [networkId, setNetworkId] = useState<string>('');
  const [query, setQuery] = useState('');
  const [concept, setConcept] = useState<string | null>(null);
  const network = taxonomy?.networks.find((n) => n.id === networkId) ?? taxonomy?.networks[0];
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!taxonomy || !q) return [];
    return Object.values(taxonomy.concepts)
      .filter((c) => [c.name, c.label.en, c.label.kh].some((v) => v.toLowerCase().includes(q)))
      .slice(0, 50);
  }, [taxonomy, query]);

  return (
    <Page title={t('title')} description={t('intro')}>
      <StatementUI>
        <Inline space="sm" marginY="sm" className={styles.toolbar}>
          <Select
            label={t('framework')}
            items={FRAMEWORKS.map((f) => ({ id: f, label: FRAMEWORK_LABELS[f][lang] }))}
            selectedKey={framework}
            onSelectionChange={(key) => {
              if (key === null) return;
              setFramework(key as Framework);
              setNetworkId('');
              setConcept(null);
            }}
          />
          <SearchField label={t('search')} value={query} onChange={setQuery} />
        </Inline>
      </StatementUI>
      {!taxonomy && <p>{t('unavailable')}</p>}
      {matches.length > 0 && (
        <ul aria-label={t('results')}>
          {matches.map((c) => (
            <li key={c.name}>
              <Button variant="ghost" size="sm" className={styles.concept} onPress={() => setConcept(c.name)}>
                {pick(c.label, lang)} <code>{c.name}</code>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {concept && taxonomy && <ConceptCard taxonomy={taxonomy} name={concept} />}
      {taxonomy && (
        <>
          <StatementUI>
            <Inline space="sm" marginY="sm" className={styles.toolbar}>
              <Select
                label={t('network')}
                items={taxonomy.networks.map((n) => ({ id: n.id, label: pick(n.title, lang) }))}
                selectedKey={network?.id ?? null}
                onSelectionChange={(key) => key !== null && setNetworkId(String(key))}
              />
            </Inline>
          </StatementUI>
          {network && <NetworkView taxonomy={taxonomy} network={network} onSelect={setConcept} />}
        </>
      )}
    </Page>
  );
}

function ConceptCard({ taxonomy, name }: { taxonomy: Taxonomy; name: string }) {
  const { t } = useTranslation('standard');
  const lang = useLang();
  const c = taxonomy.concepts[name];
  if (!c) return null;
  return (
    <section aria-labelledby="concept-title" className={facts}>
      <h2 id="concept-title">{pick(c.label, lang)}</h2>
      <dl>
        <dt>{t('concept')}</dt>
        <dd>
          <code>{c.name}</code>
        </dd>
        <dt>{t('labelEn')}</dt>
        <dd lang="en">{c.label.en}</dd>
        <dt>{t('labelKh')}</dt>
        <dd lang="km">{c.label.kh}</dd>
        <dt>{t('balance')}</dt>
        <dd>{c.balance ? t(`balances.${c.balance}`) : t('none')}</dd>
        <dt>{t('periodType')}</dt>
        <dd>{t(`periodTypes.${c.periodType}`)}</dd>
        <dt>{t('valueType')}</dt>
        <dd>{c.valueType}</dd>
        <dt>{t('abstract')}</dt>
        <dd>{c.abstract ? t('yes') : t('no')}</dd>
        <dt>{t('mandatory')}</dt>
        <dd>{c.mandatory ? t('yes') : t('no')}</dd>
        <dt>{t('documentation')}</dt>
        <dd>{pick(c.documentation, lang) || t('none')}</dd>
      </dl>
    </section>
  );
}

function NetworkView({
  taxonomy,
  network,
  onSelect,
}: {
  taxonomy: Taxonomy;
  network: Network;
  onSelect: (name: string) => void;
}) {
  const { t } = useTranslation('standard');
  const lang = useLang();
  const label = (name: string) => pick(taxonomy.concepts[name]?.label, lang) || name;
  const tree = (nodes: PresentationNode[]) => (
    <ul>
      {nodes.map((node, i) => (
        <li key={`${node.concept}-${i}`}>
          <Button variant="ghost" size="sm" className={styles.concept} onPress={() => onSelect(node.concept)}>
            {label(node.concept)}
          </Button>
          {node.children.length > 0 && tree(node.children)}
        </li>
      ))}
    </ul>
  );
  const parents = [...new Set(network.calculations.map((a) => a.parent))];
  return (
    <div className={styles.tree}>
      <section aria-labelledby="presentation-title">
        <h2 id="presentation-title">{t('presentation')}</h2>
        {tree(network.presentation)}
      </section>
      <section aria-labelledby="calculation-title">
        <h2 id="calculation-title">{t('calculation')}</h2>
        {parents.length === 0 && <p>{t('noCalculations')}</p>}
        <ul>
          {parents.map((parent) => (
            <li key={parent}>
              <strong>{label(parent)}</strong> =
              <ul>
                {network.calculations
                  .filter((a) => a.parent === parent)
                  .sort((a, b) => a.order - b.order)
                  .map((a) => (
                    <li key={a.child}>
                      {a.weight > 0 ? '+' : '−'} {label(a.child)}
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

import BarChartOutlined from '@ant-design/icons-svg/lib/asn/BarChartOutlined';
import ContainerOutlined from '@ant-design/icons-svg/lib/asn/ContainerOutlined';
import MailOutlined from '@ant-design/icons-svg/lib/asn/MailOutlined';
import OrderedListOutlined from '@ant-design/icons-svg/lib/asn/OrderedListOutlined';
import PhoneOutlined from '@ant-design/icons-svg/lib/asn/PhoneOutlined';
import RocketOutlined from '@ant-design/icons-svg/lib/asn/RocketOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/lib/asn/SafetyCertificateOutlined';
import SearchOutlined from '@ant-design/icons-svg/lib/asn/SearchOutlined';
import SendOutlined from '@ant-design/icons-svg/lib/asn/SendOutlined';
import ShoppingCartOutlined from '@ant-design/icons-svg/lib/asn/ShoppingCartOutlined';
import WalletOutlined from '@ant-design/icons-svg/lib/asn/WalletOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';

/**
 * Home content names its icon with an Ant Design icon name. On public pages the icon is drawn
 * on the server from the icon's path data, so it costs no JavaScript in the browser.
 */
const ICONS: Record<string, IconDefinition> = {
  BarChartOutlined,
  ContainerOutlined,
  MailOutlined,
  OrderedListOutlined,
  PhoneOutlined,
  RocketOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
  SendOutlined,
  ShoppingCartOutlined,
  WalletOutlined,
};

export const ICON_NAMES = Object.keys(ICONS);

export function ContentIcon({
  name,
  size = 24,
  className,
}: {
  name: string | null;
  size?: number;
  className?: string;
}) {
  const def = name ? ICONS[name] : undefined;
  if (!def || typeof def.icon === 'function') return null;
  const { attrs, children } = def.icon;
  return (
    <svg
      viewBox={attrs.viewBox}
      width={size}
      height={size}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {(children ?? []).map((c) => (
        <path key={c.attrs.d} d={c.attrs.d} />
      ))}
    </svg>
  );
}

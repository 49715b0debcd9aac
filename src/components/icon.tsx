import type { LucideIcon } from "lucide-react";
import IconGamepad from "lucide-react/icons/gamepad-2";
import IconTarget from "lucide-react/icons/target";
import IconUsers from "lucide-react/icons/users";
import IconTrophy from "lucide-react/icons/trophy";
import IconChart from "lucide-react/icons/chart-column";
import IconBrain from "lucide-react/icons/brain";
import IconHeart from "lucide-react/icons/heart";
import IconShield from "lucide-react/icons/shield-check";
import IconZap from "lucide-react/icons/zap";
import IconSparkles from "lucide-react/icons/sparkles";
import IconCode from "lucide-react/icons/code";
import IconPalette from "lucide-react/icons/palette";
import IconMegaphone from "lucide-react/icons/megaphone";
import IconSettings from "lucide-react/icons/settings";
import IconBluetooth from "lucide-react/icons/bluetooth";
import IconWifi from "lucide-react/icons/wifi";
import IconCloud from "lucide-react/icons/cloud";
import IconCpu from "lucide-react/icons/cpu";
import IconBook from "lucide-react/icons/book-open";
import IconGraduation from "lucide-react/icons/graduation-cap";
import IconBriefcase from "lucide-react/icons/briefcase";
import IconLandmark from "lucide-react/icons/landmark";
import IconStethoscope from "lucide-react/icons/stethoscope";
import IconActivity from "lucide-react/icons/activity";
import IconRocket from "lucide-react/icons/rocket";
import IconGlobe from "lucide-react/icons/globe";
import IconLayers from "lucide-react/icons/layers";
import IconPuzzle from "lucide-react/icons/puzzle";
import IconStar from "lucide-react/icons/star";
import IconClock from "lucide-react/icons/clock";
import IconMapPin from "lucide-react/icons/map-pin";
import IconMessage from "lucide-react/icons/message-circle";
import IconCheck from "lucide-react/icons/check";
import IconSmartphone from "lucide-react/icons/smartphone";
import IconEye from "lucide-react/icons/eye";
import IconRefresh from "lucide-react/icons/refresh-cw";
import IconLightbulb from "lucide-react/icons/lightbulb";
import IconHandshake from "lucide-react/icons/handshake";
import IconAward from "lucide-react/icons/award";
import IconTrendingUp from "lucide-react/icons/trending-up";
import IconBot from "lucide-react/icons/bot";
import IconMonitor from "lucide-react/icons/monitor";
import IconMail from "lucide-react/icons/mail";
import IconPhone from "lucide-react/icons/phone";
import IconCalendar from "lucide-react/icons/calendar";
import IconFileText from "lucide-react/icons/file-text";
import IconSearch from "lucide-react/icons/search";
import IconLock from "lucide-react/icons/lock";
import IconSmile from "lucide-react/icons/smile";
import IconFlag from "lucide-react/icons/flag";
import IconCompass from "lucide-react/icons/compass";
import IconInfinity from "lucide-react/icons/infinity";
import IconPointer from "lucide-react/icons/mouse-pointer-click";
import IconJoystick from "lucide-react/icons/joystick";
import IconLeaf from "lucide-react/icons/leaf";
import IconWand from "lucide-react/icons/wand-sparkles";
import IconGauge from "lucide-react/icons/gauge";
import IconRepeat from "lucide-react/icons/repeat";
import IconUserCheck from "lucide-react/icons/user-check";
import IconHospital from "lucide-react/icons/hospital";
import IconBuilding from "lucide-react/icons/building-2";
import IconHeartPulse from "lucide-react/icons/heart-pulse";

/**
 * The icons content may name, each by the name its data files write (the content schema's `iconName` is these
 * names: scripts/content/types.ts). One import per icon (not the barrel): only these reach the bundle, and tests
 * load fast.
 */
const icons = {
  gamepad: IconGamepad,
  target: IconTarget,
  users: IconUsers,
  trophy: IconTrophy,
  chart: IconChart,
  brain: IconBrain,
  heart: IconHeart,
  shield: IconShield,
  zap: IconZap,
  sparkles: IconSparkles,
  code: IconCode,
  palette: IconPalette,
  megaphone: IconMegaphone,
  settings: IconSettings,
  bluetooth: IconBluetooth,
  wifi: IconWifi,
  cloud: IconCloud,
  cpu: IconCpu,
  book: IconBook,
  graduation: IconGraduation,
  briefcase: IconBriefcase,
  landmark: IconLandmark,
  stethoscope: IconStethoscope,
  activity: IconActivity,
  rocket: IconRocket,
  globe: IconGlobe,
  layers: IconLayers,
  puzzle: IconPuzzle,
  star: IconStar,
  clock: IconClock,
  "map-pin": IconMapPin,
  message: IconMessage,
  check: IconCheck,
  smartphone: IconSmartphone,
  eye: IconEye,
  refresh: IconRefresh,
  lightbulb: IconLightbulb,
  handshake: IconHandshake,
  award: IconAward,
  "trending-up": IconTrendingUp,
  bot: IconBot,
  monitor: IconMonitor,
  mail: IconMail,
  phone: IconPhone,
  calendar: IconCalendar,
  "file-text": IconFileText,
  search: IconSearch,
  lock: IconLock,
  smile: IconSmile,
  flag: IconFlag,
  compass: IconCompass,
  infinity: IconInfinity,
  pointer: IconPointer,
  joystick: IconJoystick,
  leaf: IconLeaf,
  wand: IconWand,
  gauge: IconGauge,
  repeat: IconRepeat,
  "user-check": IconUserCheck,
  hospital: IconHospital,
  building: IconBuilding,
  "heart-pulse": IconHeartPulse,
} satisfies Record<string, LucideIcon>;
const namesOf = <K extends string>(map: Record<K, LucideIcon>) => Object.keys(map) as K[];
export const iconNames = namesOf(icons);
export type IconName = (typeof iconNames)[number];

/** A decorative icon (hidden from screen readers: the text next to it says what it means). */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  const Svg = icons[name];
  return <Svg size={size} className={className} aria-hidden="true" focusable="false" strokeWidth={1.75} />;
}

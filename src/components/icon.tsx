import {
  Activity, Award, BookOpen, Bot, Brain, Briefcase, Building2, Calendar, ChartColumn, Check, Clock, Cloud,
  Code, Compass, Cpu, Eye, FileText, Flag, Gamepad2, Gauge, Globe, GraduationCap, Handshake, Heart,
  HeartPulse, Hospital, Infinity as InfinityIcon, Joystick, Landmark, Layers, Leaf, Lightbulb, Lock, Mail, MapPin,
  Megaphone, MessageCircle, Monitor, MousePointerClick, Palette, Phone, Puzzle, RefreshCw, Repeat, Rocket,
  Search, Settings, ShieldCheck, Smartphone, Smile, Sparkles, Star, Stethoscope, Target, TrendingUp, Trophy,
  UserCheck, Users, WandSparkles, Wifi, Bluetooth, Zap, type LucideIcon,
} from "lucide-react";
import type { IconName } from "../content/types";

const icons: Record<IconName, LucideIcon> = {
  gamepad: Gamepad2, target: Target, users: Users, trophy: Trophy, chart: ChartColumn, brain: Brain,
  heart: Heart, shield: ShieldCheck, zap: Zap, sparkles: Sparkles, code: Code, palette: Palette,
  megaphone: Megaphone, settings: Settings, bluetooth: Bluetooth, wifi: Wifi, cloud: Cloud, cpu: Cpu,
  book: BookOpen, graduation: GraduationCap, briefcase: Briefcase, landmark: Landmark,
  stethoscope: Stethoscope, activity: Activity, rocket: Rocket, globe: Globe, layers: Layers,
  puzzle: Puzzle, star: Star, clock: Clock, "map-pin": MapPin, message: MessageCircle, check: Check,
  smartphone: Smartphone, eye: Eye, refresh: RefreshCw, lightbulb: Lightbulb, handshake: Handshake,
  award: Award, "trending-up": TrendingUp, bot: Bot, monitor: Monitor, mail: Mail, phone: Phone,
  calendar: Calendar, "file-text": FileText, search: Search, lock: Lock, smile: Smile, flag: Flag,
  compass: Compass, infinity: InfinityIcon, pointer: MousePointerClick, joystick: Joystick, leaf: Leaf,
  wand: WandSparkles, gauge: Gauge, repeat: Repeat, "user-check": UserCheck, hospital: Hospital,
  building: Building2, "heart-pulse": HeartPulse,
};

/** A decorative icon (hidden from screen readers: the text next to it says what it means). */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  const Svg = icons[name];
  return <Svg size={size} className={className} aria-hidden="true" focusable="false" strokeWidth={1.75} />;
}

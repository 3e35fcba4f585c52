/**
 * What each category's pictures show: a glyph chosen from the category's own name (a leaf, else its
 * second level, else the top category's glyph), so that a safety helmet is drawn as a helmet and not as
 * the glove of 劳保用品, and each subcategory's icon is its own. The glyphs of the top categories are in
 * images.ts; these are the ones of their subcategories, each drawn in a 200×200 box in the accent
 * colour `c`.
 */

/** Words of a category name → its glyph; the first rule that matches wins (more specific first). */
export const GLYPH_RULES: readonly (readonly [RegExp, string])[] = [
  [/安全帽|头部/, 'helmet'],
  [/鞋|足部/, 'shoe'],
  [/口罩|面具|呼吸/, 'mask'],
  [/面罩|焊接防护/, 'weldmask'],
  [/背心|防护服|服装/, 'vest'],
  [/手套|手部/, 'glove'],
  [/中性笔|文具/, 'pen'],
  [/计算器/, 'calculator'],
  [/文件夹/, 'folder'],
  [/便利贴/, 'notes'],
  [/复印纸|笔记本|纸张/, 'paper'],
  [/碎纸机|装订机|办公设备/, 'shredder'],
  [/订书机/, 'stapler'],
  [/螺丝刀/, 'screwdriver'],
  [/钳/, 'pliers'],
  [/套筒/, 'socket'],
  [/扳手|手动工具/, 'wrench'],
  [/电钻|电锤|角磨机|电动工具/, 'drill'],
  [/卷尺|测量工具/, 'tape-measure'],
  [/卡尺/, 'caliper'],
  [/水平/, 'level'],
  [/工具箱|工具存储/, 'toolbox'],
  [/工具车/, 'toolcart'],
  [/断路器|漏电|接触器|配电/, 'breaker'],
  [/插排|插座|开关/, 'plug'],
  [/电线|电缆|数据线/, 'cable'],
  [/胶带|双面胶/, 'tape'],
  [/电池|电源/, 'battery'],
  [/螺母|垫圈/, 'nut'],
  [/锚栓|膨胀/, 'anchor'],
  [/铆钉/, 'rivet'],
  [/螺栓|螺钉|螺丝/, 'bolt'],
  [/擦手纸|卷纸|纸品/, 'tissue'],
  [/洗手液/, 'pump'],
  [/百洁布/, 'sponge'],
  [/拖把|清洁工具/, 'mop'],
  [/垃圾袋/, 'bag'],
  [/灭火毯/, 'blanket'],
  [/灭火/, 'extinguisher'],
  [/应急灯|指示灯|应急照明/, 'exit'],
  [/警示|标识/, 'sign'],
  [/警戒带/, 'barrier'],
  [/气体检测/, 'detector'],
  [/测温|温湿度|温度/, 'thermometer'],
  [/测距/, 'rangefinder'],
  [/万用表|钳形表|电阻|电工仪表/, 'multimeter'],
  [/压力/, 'gauge'],
  [/轴承座/, 'pillow'],
  [/轴承/, 'bearing'],
  [/三角带|同步带|皮带/, 'belt'],
  [/链/, 'chain'],
  [/黄油枪|润滑件/, 'greasegun'],
  [/润滑|液压油/, 'oilcan'],
  [/胶|锁固/, 'glue'],
  [/清洗剂|除油|清洁剂/, 'spray'],
  [/纸箱/, 'box'],
  [/气泡膜|缠绕膜|打包/, 'roll'],
  [/硒鼓|墨盒|色带|打印耗材/, 'cartridge'],
  [/标签/, 'label'],
  [/U盘/, 'usb'],
  [/硬盘|存储设备/, 'drive'],
  [/键鼠|外设/, 'keyboard'],
  [/灯管/, 'tube'],
  [/平板灯|室内照明/, 'panel'],
  [/工矿灯|投光灯|防爆灯|工业照明/, 'floodlight'],
  [/手电/, 'flashlight'],
  [/灯泡/, 'bulb'],
  [/焊条|焊丝|焊材/, 'rod'],
  [/焊机/, 'welder'],
  [/葫芦|吊装|起重/, 'hoist'],
  [/零件盒/, 'bin'],
  [/搬运车|手推车|搬运设备/, 'cart'],
];

/** The glyph a category name asks for, or null when no rule knows it. */
export function glyphOfName(name: string): string | null {
  for (const [re, kind] of GLYPH_RULES) if (re.test(name)) return kind;
  return null;
}

const W = '#fff';

/** The glyphs of subcategories (null: not one of these; images.ts draws the others). */
export function subGlyph(kind: string, c: string): string | null {
  const soft = `${c}33`;
  switch (kind) {
    case 'helmet':
      return `<path d="M30 135 Q30 45 100 40 Q170 45 170 135 Z" fill="${c}"/><rect x="90" y="30" width="20" height="105" rx="8" fill="${W}" opacity=".35"/><rect x="15" y="130" width="170" height="22" rx="11" fill="${c}" opacity=".85"/><path d="M55 152 Q100 185 145 152" stroke="#555" stroke-width="5" fill="none"/>`;
    case 'shoe':
      return `<path d="M25 150 L25 70 Q25 55 45 55 L85 55 L95 100 Q150 105 175 125 Q185 135 180 150 Z" fill="${c}"/><rect x="20" y="150" width="165" height="20" rx="6" fill="#444"/><path d="M120 112 Q160 115 178 138 L120 138 Z" fill="${W}" opacity=".35"/>`;
    case 'mask':
      return `<path d="M40 75 Q100 45 160 75 L150 140 Q100 175 50 140 Z" fill="${c}"/><line x1="40" y1="80" x2="10" y2="60" stroke="${c}" stroke-width="5"/><line x1="160" y1="80" x2="190" y2="60" stroke="${c}" stroke-width="5"/><circle cx="100" cy="115" r="18" fill="${W}" opacity=".6"/>${[0, 1, 2].map((i) => `<line x1="60" y1="${95 + i * 15}" x2="140" y2="${95 + i * 15}" stroke="${W}" stroke-width="2" opacity=".4"/>`).join('')}`;
    case 'weldmask':
      return `<path d="M40 40 Q100 20 160 40 L165 160 Q100 190 35 160 Z" fill="${c}"/><rect x="60" y="80" width="80" height="35" rx="6" fill="#2a2a2a"/><rect x="68" y="86" width="30" height="8" fill="${W}" opacity=".4"/>`;
    case 'vest':
      return `<path d="M55 25 L80 25 Q100 60 120 25 L145 25 L170 70 L160 185 L40 185 L30 70 Z" fill="${c}"/><rect x="38" y="110" width="124" height="14" fill="#d9d9d9"/><rect x="38" y="140" width="124" height="14" fill="#d9d9d9"/><line x1="100" y1="60" x2="100" y2="185" stroke="${W}" stroke-width="4" opacity=".6"/>`;
    case 'pen':
      return `<g transform="rotate(35 100 100)"><rect x="88" y="15" width="24" height="140" rx="8" fill="${c}"/><rect x="84" y="15" width="10" height="60" rx="4" fill="#555"/><polygon points="88,155 112,155 100,188" fill="#e6d3a3"/><polygon points="96,176 104,176 100,188" fill="#333"/></g>`;
    case 'calculator':
      return `<rect x="45" y="20" width="110" height="160" rx="14" fill="${c}"/><rect x="60" y="35" width="80" height="35" rx="4" fill="#dfe8d8"/>${[
        0, 1, 2,
      ]
        .flatMap((r) =>
          [0, 1, 2].map(
            (k) =>
              `<rect x="${60 + k * 28}" y="${85 + r * 28}" width="22" height="20" rx="4" fill="${W}" opacity=".85"/>`,
          ),
        )
        .join('')}`;
    case 'folder':
      return `<path d="M20 50 L80 50 L95 65 L180 65 L180 170 L20 170 Z" fill="${c}" opacity=".75"/><path d="M20 80 L180 80 L170 170 L30 170 Z" fill="${c}"/><rect x="70" y="100" width="60" height="16" rx="4" fill="${W}" opacity=".8"/>`;
    case 'notes':
      return `<rect x="40" y="50" width="120" height="120" fill="${c}" opacity=".5"/><path d="M30 35 L155 35 L155 130 L125 160 L30 160 Z" fill="${c}"/><path d="M125 160 L125 130 L155 130 Z" fill="${W}" opacity=".6"/>`;
    case 'paper':
      return `<rect x="55" y="40" width="110" height="145" fill="#e8e8e8"/><rect x="45" y="28" width="110" height="145" fill="${W}" stroke="${c}" stroke-width="4"/>${[0, 1, 2, 3, 4].map((i) => `<line x1="62" y1="${60 + i * 20}" x2="138" y2="${60 + i * 20}" stroke="${c}" stroke-width="3" opacity=".5"/>`).join('')}`;
    case 'shredder':
      return `<rect x="30" y="70" width="140" height="110" rx="10" fill="${c}"/><rect x="40" y="55" width="120" height="20" rx="4" fill="#555"/><rect x="60" y="15" width="80" height="45" fill="${W}" stroke="${c}" stroke-width="3"/>${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${55 + i * 16}" y="90" width="8" height="60" fill="${W}" opacity=".6"/>`).join('')}`;
    case 'screwdriver':
      return `<g transform="rotate(45 100 100)"><rect x="80" y="10" width="40" height="75" rx="14" fill="${c}"/><rect x="88" y="20" width="6" height="55" fill="${W}" opacity=".4"/><rect x="94" y="85" width="12" height="90" fill="#8c939d"/><path d="M90 175 L110 175 L104 195 L96 195 Z" fill="#6b7280"/></g>`;
    case 'pliers':
      return `<path d="M70 20 Q90 60 95 95 L105 95 Q110 60 130 20 Q120 18 112 40 L100 80 L88 40 Q80 18 70 20 Z" fill="#8c939d"/><circle cx="100" cy="100" r="10" fill="#555"/><path d="M92 105 Q70 140 55 185 L75 188 Q88 150 100 112 Z" fill="${c}"/><path d="M108 105 Q130 140 145 185 L125 188 Q112 150 100 112 Z" fill="${c}"/>`;
    case 'socket':
      return `<rect x="30" y="60" width="70" height="110" rx="12" fill="${c}"/><rect x="110" y="40" width="60" height="130" rx="12" fill="${c}" opacity=".8"/><polygon points="50,90 80,90 88,105 80,120 50,120 42,105" fill="${W}" opacity=".85"/><polygon points="125,70 155,70 162,85 155,100 125,100 118,85" fill="${W}" opacity=".85"/>`;
    case 'drill':
      return `<rect x="30" y="45" width="120" height="55" rx="20" fill="${c}"/><rect x="150" y="62" width="40" height="20" fill="#8c939d"/><path d="M65 100 L105 100 L95 165 L70 165 Z" fill="${c}" opacity=".85"/><rect x="55" y="160" width="60" height="28" rx="6" fill="#444"/><rect x="45" y="58" width="50" height="10" rx="5" fill="${W}" opacity=".5"/>`;
    case 'tape-measure':
      return `<rect x="25" y="45" width="120" height="120" rx="30" fill="${c}"/><circle cx="85" cy="105" r="30" fill="${W}" opacity=".85"/><circle cx="85" cy="105" r="10" fill="${c}"/><rect x="140" y="145" width="50" height="18" fill="#f2c94c"/>${[0, 1, 2, 3].map((i) => `<line x1="${148 + i * 10}" y1="145" x2="${148 + i * 10}" y2="153" stroke="#333" stroke-width="2"/>`).join('')}`;
    case 'caliper':
      return `<rect x="20" y="60" width="165" height="24" fill="#8c939d"/><path d="M30 84 L50 84 L50 170 L30 150 Z" fill="#6b7280"/><rect x="90" y="50" width="50" height="50" rx="6" fill="${c}"/><path d="M95 100 L115 100 L115 165 L95 150 Z" fill="${c}"/><rect x="100" y="60" width="30" height="14" fill="${W}" opacity=".8"/>`;
    case 'level':
      return `<rect x="15" y="80" width="170" height="45" rx="8" fill="${c}"/><rect x="80" y="88" width="40" height="29" rx="14" fill="#d9f2c7"/><circle cx="100" cy="102" r="7" fill="#7bb661"/><rect x="30" y="95" width="30" height="15" rx="6" fill="${W}" opacity=".6"/><rect x="140" y="95" width="30" height="15" rx="6" fill="${W}" opacity=".6"/>`;
    case 'toolbox':
      return `<rect x="20" y="75" width="160" height="100" rx="8" fill="${c}"/><path d="M70 75 L70 45 L130 45 L130 75" stroke="#555" stroke-width="10" fill="none"/><rect x="20" y="105" width="160" height="10" fill="#000" opacity=".2"/><rect x="88" y="100" width="24" height="22" rx="3" fill="#ddd"/>`;
    case 'toolcart':
      return `<rect x="35" y="35" width="130" height="125" rx="8" fill="${c}"/>${[0, 1, 2].map((i) => `<rect x="45" y="${48 + i * 36}" width="110" height="28" rx="4" fill="${W}" opacity=".3"/><rect x="85" y="${58 + i * 36}" width="30" height="8" rx="4" fill="${W}"/>`).join('')}<circle cx="55" cy="175" r="12" fill="#444"/><circle cx="145" cy="175" r="12" fill="#444"/>`;
    case 'plug':
      return `<rect x="15" y="75" width="170" height="60" rx="14" fill="${W}" stroke="${c}" stroke-width="6"/>${[0, 1, 2].map((i) => `<g transform="translate(${45 + i * 50} 105)"><circle r="15" fill="${soft}"/><rect x="-8" y="-6" width="4" height="10" fill="${c}"/><rect x="4" y="-6" width="4" height="10" fill="${c}"/></g>`).join('')}<path d="M185 105 Q200 105 195 150 L190 190" stroke="${c}" stroke-width="6" fill="none"/><rect x="20" y="85" width="14" height="14" rx="3" fill="#e74c3c"/>`;
    case 'cable':
      return `<circle cx="100" cy="100" r="70" fill="none" stroke="${c}" stroke-width="18"/><circle cx="100" cy="100" r="42" fill="none" stroke="${c}" stroke-width="14" opacity=".7"/><path d="M170 100 L190 170" stroke="${c}" stroke-width="12"/><rect x="180" y="165" width="18" height="26" fill="#b87333"/>`;
    case 'tape':
      return `<circle cx="100" cy="100" r="75" fill="${c}"/><circle cx="100" cy="100" r="38" fill="${W}"/><circle cx="100" cy="100" r="30" fill="#ddd"/><path d="M100 25 L185 40 L185 70 L130 45 Z" fill="${c}" opacity=".7"/>`;
    case 'battery':
      return `<rect x="45" y="40" width="110" height="140" rx="12" fill="${c}"/><rect x="80" y="25" width="40" height="18" rx="4" fill="#555"/><rect x="45" y="40" width="110" height="40" rx="12" fill="#333"/><path d="M105 95 L80 135 L100 135 L92 168 L122 122 L102 122 Z" fill="${W}"/>`;
    case 'nut':
      return `<polygon points="100,20 170,60 170,140 100,180 30,140 30,60" fill="${c}"/><circle cx="100" cy="100" r="38" fill="${W}"/><circle cx="100" cy="100" r="38" fill="none" stroke="${c}" stroke-width="6" stroke-dasharray="6 6" opacity=".5"/>`;
    case 'anchor':
      return `<rect x="85" y="15" width="30" height="20" fill="#8c939d"/><rect x="80" y="35" width="40" height="12" fill="#6b7280"/><rect x="88" y="47" width="24" height="100" fill="${c}"/><path d="M80 120 L88 190 L112 190 L120 120 L112 150 L88 150 Z" fill="${c}" opacity=".75"/>${[0, 1, 2, 3].map((i) => `<line x1="88" y1="${60 + i * 18}" x2="112" y2="${68 + i * 18}" stroke="${W}" stroke-width="3" opacity=".6"/>`).join('')}`;
    case 'rivet':
      return `<ellipse cx="100" cy="50" rx="55" ry="20" fill="${c}"/><rect x="82" y="50" width="36" height="110" fill="${c}" opacity=".85"/><rect x="96" y="20" width="8" height="175" fill="#8c939d"/><circle cx="100" cy="190" r="7" fill="#8c939d"/>`;
    case 'tissue':
      return `<rect x="35" y="85" width="130" height="90" rx="10" fill="${c}"/><path d="M80 85 Q70 45 100 30 Q130 45 120 85 Z" fill="${W}" stroke="#ccc" stroke-width="3"/><rect x="70" y="80" width="60" height="12" rx="6" fill="#333" opacity=".4"/>`;
    case 'pump':
      return `<rect x="55" y="80" width="90" height="105" rx="20" fill="${c}"/><rect x="88" y="50" width="24" height="32" fill="#888"/><path d="M80 50 L150 50 L150 40 L90 40 Z" fill="#666"/><rect x="65" y="110" width="70" height="40" rx="6" fill="${W}" opacity=".85"/><circle cx="100" cy="130" r="10" fill="${soft}"/>`;
    case 'sponge':
      return `<rect x="30" y="80" width="140" height="70" rx="12" fill="#f2c94c"/><rect x="30" y="60" width="140" height="30" rx="10" fill="${c}"/>${[0, 1, 2, 3, 4].map((i) => `<circle cx="${50 + i * 25}" cy="118" r="5" fill="#d4a72c"/>`).join('')}`;
    case 'mop':
      return `<rect x="95" y="10" width="10" height="130" fill="#8c939d"/><rect x="40" y="140" width="120" height="22" rx="6" fill="${c}"/><rect x="35" y="162" width="130" height="20" rx="4" fill="${c}" opacity=".6"/>`;
    case 'bag':
      return `<path d="M50 55 L150 55 L165 185 L35 185 Z" fill="${c}"/><path d="M65 55 Q70 20 90 35 M135 55 Q130 20 110 35" stroke="${c}" stroke-width="10" fill="none"/><line x1="50" y1="80" x2="150" y2="80" stroke="${W}" stroke-width="3" opacity=".5"/>`;
    case 'blanket':
      return `<rect x="40" y="30" width="120" height="150" rx="8" fill="${c}"/><rect x="55" y="45" width="90" height="60" rx="4" fill="${W}" opacity=".9"/><path d="M100 55 Q85 75 95 90 Q100 80 105 90 Q115 75 100 55 Z" fill="${c}"/><rect x="70" y="150" width="60" height="18" rx="9" fill="#333"/>`;
    case 'exit':
      return `<rect x="20" y="50" width="160" height="100" rx="8" fill="#1f9d55"/><circle cx="65" cy="78" r="10" fill="${W}"/><path d="M60 92 L50 122 M62 100 L80 110 M58 120 L75 140 M55 118 L42 138" stroke="${W}" stroke-width="7" stroke-linecap="round"/><path d="M110 100 L160 100 M145 85 L160 100 L145 115" stroke="${W}" stroke-width="8" fill="none"/><rect x="20" y="150" width="160" height="10" fill="${c}"/>`;
    case 'sign':
      return `<polygon points="100,20 185,170 15,170" fill="#f2c94c" stroke="${c}" stroke-width="8" stroke-linejoin="round"/><rect x="92" y="70" width="16" height="55" rx="6" fill="#333"/><circle cx="100" cy="145" r="9" fill="#333"/>`;
    case 'barrier':
      return `<rect x="10" y="80" width="180" height="40" fill="${W}" stroke="${c}" stroke-width="3"/>${[0, 1, 2, 3, 4, 5].map((i) => `<polygon points="${10 + i * 30},80 ${30 + i * 30},80 ${10 + i * 30},120 ${-10 + i * 30},120" fill="${c}"/>`).join('')}<rect x="20" y="120" width="12" height="65" fill="#555"/><rect x="168" y="120" width="12" height="65" fill="#555"/>`;
    case 'detector':
      return `<rect x="55" y="30" width="90" height="150" rx="18" fill="${c}"/><rect x="68" y="50" width="64" height="40" rx="4" fill="#dfe8d8"/><circle cx="80" cy="120" r="9" fill="#e74c3c"/><circle cx="120" cy="120" r="9" fill="#2ecc71"/><rect x="75" y="145" width="50" height="16" rx="4" fill="${W}" opacity=".6"/>`;
    case 'thermometer':
      return `<path d="M40 60 L140 40 L150 90 L95 100 L80 165 L50 160 L62 100 L48 98 Z" fill="${c}"/><circle cx="150" cy="60" r="14" fill="#e74c3c" opacity=".8"/><rect x="60" y="55" width="45" height="22" rx="3" fill="${W}" opacity=".85"/>`;
    case 'rangefinder':
      return `<rect x="50" y="50" width="90" height="120" rx="12" fill="${c}"/><rect x="62" y="65" width="66" height="38" rx="4" fill="#dfe8d8"/><line x1="140" y1="90" x2="195" y2="90" stroke="#e74c3c" stroke-width="4" stroke-dasharray="8 6"/><circle cx="95" cy="135" r="12" fill="${W}" opacity=".7"/>`;
    case 'multimeter':
      return `<rect x="45" y="20" width="110" height="160" rx="14" fill="${c}"/><rect x="60" y="35" width="80" height="40" rx="4" fill="#dfe8d8"/><circle cx="100" cy="120" r="28" fill="${W}" opacity=".9"/><line x1="100" y1="120" x2="118" y2="102" stroke="#333" stroke-width="6" stroke-linecap="round"/><circle cx="70" cy="165" r="6" fill="#e74c3c"/><circle cx="130" cy="165" r="6" fill="#333"/>`;
    case 'pillow':
      return `<path d="M20 170 L40 110 L160 110 L180 170 Z" fill="${c}"/><circle cx="100" cy="95" r="60" fill="${c}"/><circle cx="100" cy="95" r="34" fill="${W}"/><circle cx="100" cy="95" r="18" fill="#8c939d"/><circle cx="40" cy="160" r="8" fill="${W}"/><circle cx="160" cy="160" r="8" fill="${W}"/>`;
    case 'belt':
      return `<rect x="20" y="60" width="160" height="80" rx="40" fill="none" stroke="${c}" stroke-width="16"/><circle cx="60" cy="100" r="28" fill="#8c939d"/><circle cx="140" cy="100" r="28" fill="#8c939d"/><circle cx="60" cy="100" r="8" fill="${W}"/><circle cx="140" cy="100" r="8" fill="${W}"/>`;
    case 'chain':
      return Array.from(
        { length: 5 },
        (_, i) =>
          `<rect x="${10 + i * 36}" y="${i % 2 ? 82 : 74}" width="52" height="${i % 2 ? 36 : 52}" rx="18" fill="none" stroke="${c}" stroke-width="10"/>`,
      ).join('');
    case 'greasegun':
      return `<rect x="30" y="80" width="110" height="45" rx="20" fill="${c}"/><rect x="140" y="95" width="50" height="14" fill="#8c939d"/><path d="M60 125 L50 180 L70 180 L85 125 Z" fill="#555"/><path d="M100 80 L120 35 L130 38 L115 80 Z" fill="#555"/>`;
    case 'oilcan':
      return `<path d="M45 90 L155 90 L165 180 L35 180 Z" fill="${c}"/><path d="M80 90 L85 60 L115 60 L120 90 Z" fill="${c}" opacity=".8"/><path d="M155 100 L195 70 L198 78 L160 115 Z" fill="#8c939d"/><path d="M190 95 Q195 110 188 118 Q181 110 190 95 Z" fill="#e0a800"/><rect x="60" y="120" width="80" height="35" rx="5" fill="${W}" opacity=".85"/>`;
    case 'glue':
      return `<rect x="65" y="70" width="70" height="115" rx="10" fill="${c}"/><path d="M75 70 L90 30 L110 30 L125 70 Z" fill="${c}" opacity=".8"/><rect x="95" y="8" width="10" height="24" fill="#8c939d"/><rect x="75" y="100" width="50" height="45" rx="4" fill="${W}" opacity=".85"/>`;
    case 'roll':
      return `<ellipse cx="60" cy="100" rx="30" ry="70" fill="${c}" opacity=".85"/><rect x="60" y="30" width="110" height="140" fill="${c}" opacity=".6"/><ellipse cx="170" cy="100" rx="30" ry="70" fill="${c}"/><ellipse cx="170" cy="100" rx="10" ry="25" fill="${W}"/>`;
    case 'cartridge':
      return `<rect x="20" y="65" width="160" height="70" rx="10" fill="${c}"/><rect x="30" y="75" width="60" height="50" rx="4" fill="${W}" opacity=".3"/><rect x="20" y="120" width="160" height="15" fill="#333" opacity=".6"/><rect x="150" y="80" width="18" height="30" rx="4" fill="${W}" opacity=".7"/>`;
    case 'label':
      return `<circle cx="100" cy="100" r="75" fill="${c}"/><circle cx="100" cy="100" r="25" fill="${W}"/><rect x="100" y="130" width="90" height="40" fill="${W}" stroke="${c}" stroke-width="3"/><line x1="115" y1="150" x2="170" y2="150" stroke="${c}" stroke-width="4"/>`;
    case 'usb':
      return `<rect x="60" y="60" width="80" height="125" rx="14" fill="${c}"/><rect x="75" y="20" width="50" height="42" fill="#c0c5cc"/><rect x="85" y="30" width="10" height="10" fill="#555"/><rect x="105" y="30" width="10" height="10" fill="#555"/><circle cx="100" cy="150" r="10" fill="${W}" opacity=".6"/>`;
    case 'drive':
      return `<rect x="40" y="25" width="120" height="155" rx="14" fill="${c}"/><circle cx="100" cy="90" r="40" fill="${W}" opacity=".85"/><circle cx="100" cy="90" r="8" fill="${c}"/><rect x="70" y="150" width="60" height="10" rx="5" fill="${W}" opacity=".6"/>`;
    case 'keyboard':
      return `<rect x="10" y="70" width="140" height="70" rx="10" fill="${c}"/>${[0, 1, 2]
        .flatMap((r) =>
          Array.from(
            { length: 6 },
            (_, k) =>
              `<rect x="${20 + k * 21}" y="${80 + r * 18}" width="15" height="12" rx="2" fill="${W}" opacity=".8"/>`,
          ),
        )
        .join(
          '',
        )}<ellipse cx="175" cy="120" rx="18" ry="28" fill="${c}" opacity=".85"/><line x1="175" y1="95" x2="175" y2="112" stroke="${W}" stroke-width="3"/>`;
    case 'tube':
      return `<rect x="10" y="85" width="180" height="30" rx="15" fill="#fffbe6" stroke="${c}" stroke-width="5"/><rect x="5" y="90" width="14" height="20" fill="#8c939d"/><rect x="181" y="90" width="14" height="20" fill="#8c939d"/>${[0, 1, 2].map((i) => `<line x1="${60 + i * 40}" y1="60" x2="${60 + i * 40}" y2="75" stroke="${c}" stroke-width="4"/>`).join('')}`;
    case 'panel':
      return `<polygon points="30,80 170,80 190,140 10,140" fill="${c}"/><polygon points="42,88 158,88 172,132 28,132" fill="#fffbe6"/>${[0, 1, 2].map((i) => `<line x1="${70 + i * 30}" y1="145" x2="${60 + i * 40}" y2="175" stroke="#f2c94c" stroke-width="4"/>`).join('')}`;
    case 'floodlight':
      return `<rect x="35" y="45" width="130" height="95" rx="10" fill="${c}"/><rect x="47" y="57" width="106" height="71" rx="4" fill="#fffbe6"/><path d="M100 140 L100 165 M60 180 L140 180 L100 160 Z" stroke="#555" stroke-width="8" fill="#555"/>`;
    case 'flashlight':
      return `<g transform="rotate(-30 100 100)"><rect x="25" y="82" width="100" height="36" rx="10" fill="${c}"/><path d="M125 75 L165 60 L165 140 L125 125 Z" fill="${c}" opacity=".85"/><ellipse cx="165" cy="100" rx="8" ry="40" fill="#fffbe6"/><rect x="60" y="90" width="20" height="20" rx="4" fill="${W}" opacity=".6"/></g>`;
    case 'rod':
      return `${[0, 1, 2, 3, 4].map((i) => `<g transform="rotate(${-30 + i * 4} 100 100)"><rect x="${40 + i * 22}" y="20" width="10" height="150" fill="#8c939d"/><rect x="${40 + i * 22}" y="20" width="10" height="110" fill="${c}"/></g>`).join('')}`;
    case 'hoist':
      return `<circle cx="100" cy="25" r="12" fill="none" stroke="#555" stroke-width="7"/><rect x="55" y="40" width="90" height="70" rx="12" fill="${c}"/><path d="M70 110 L70 170 M130 110 L130 150" stroke="#777" stroke-width="6" stroke-dasharray="10 4"/><path d="M120 150 Q130 185 145 165" stroke="#555" stroke-width="8" fill="none"/>`;
    case 'bin':
      return `${[0, 1].map((r) => [0, 1, 2].map((k) => `<path d="M${20 + k * 58} ${50 + r * 70} L${72 + k * 58} ${50 + r * 70} L${72 + k * 58} ${110 + r * 70} L${26 + k * 58} ${110 + r * 70} Z" fill="${c}" opacity="${r ? 0.8 : 1}"/><rect x="${30 + k * 58}" y="${62 + r * 70}" width="32" height="10" rx="3" fill="${W}" opacity=".7"/>`).join('')).join('')}`;
    default:
      return null;
  }
}

import type { Silhouette } from '../assortment.ts';

// Rough outlines of each kind of goods on the product image canvas (1390 × 1860).
// Shapes use currentColor (the product colour); BG marks cut-outs in the background tint.

const slats = Array.from({ length: 9 }, (_, i) => `M330 ${700 + i * 70}h730v34h-730Z`).join('');

export const SILHOUETTES: Record<Silhouette, string> = {
  dress: '<path fill="currentColor" d="M555 260h280l45 260-80 80 240 1000H350l240-1000-80-80z"/>',
  top: '<path fill="currentColor" d="M450 350l150-50q95 80 190 0l150 50 200 270-140 100-70-100v830H460V620l-70 100-140-100z"/>',
  knit: '<path fill="currentColor" d="M450 350l150-50q95 80 190 0l150 50 180 900-120 30-70-580v750H460V700l-70 580-120-30z"/>',
  trousers: '<path fill="currentColor" d="M480 300h430l70 1300H760L695 700l-65 900H410z"/>',
  skirt: '<path fill="currentColor" d="M520 450h350l180 900H340z"/>',
  jacket:
    '<path fill="currentColor" d="M450 330l150-50q95 80 190 0l150 50 180 900-120 30-70-580v800H460V680l-70 580-120-30z"/><path fill="BG" d="M688 360h14v1120h-14z"/>',
  coat: '<path fill="currentColor" d="M450 300l150-40q95 70 190 0l150 40 180 950-120 30-70-580 30 950H430l30-950-70 580-120-30z"/><path fill="BG" d="M688 330h14v1300h-14z"/>',
  lingerie: '<path fill="currentColor" d="M380 760q160-200 310 40 160-240 320-40v120H380z"/>',
  swimwear: '<path fill="currentColor" d="M560 360h80l55 340 55-340h80l70 540-100 400-105-100-105 100-100-400z"/>',
  shoe: '<path fill="currentColor" d="M250 1150l200-100 200 50 350 100q150 40 150 130v50H250z"/>',
  boot: '<path fill="currentColor" d="M420 600h300l10 550 320 80q100 30 100 110v60H420z"/>',
  bedding: '<path fill="currentColor" d="M250 800h890v500H250zM300 640h350v140H300zM740 640h350v140H740z"/>',
  mattress: '<rect fill="currentColor" x="200" y="1000" width="990" height="260" rx="40"/><path fill="BG" d="M240 1120h910v12H240z"/>',
  frame: `<path fill="currentColor" d="M300 660h790v40H300zM300 1330h790v40H300z${slats}"/>`,
  carpet:
    '<path fill="currentColor" fill-rule="evenodd" d="M250 450h890v960H250zM330 530v800h730V530z"/><path fill="currentColor" opacity=".5" d="M400 600h590v660H400z"/>',
  curtain: '<path fill="currentColor" d="M300 240h790v30H300zM320 280h320q-40 620 40 1370H320zM750 280h320v1370H710q80-750 40-1370z"/>',
  towel: '<path fill="currentColor" d="M350 900h690v150H350zM330 1060h730v170H330zM310 1240h770v180H310z"/>',
  sofa: '<path fill="currentColor" d="M330 700h730v200H330zM250 900h890v450h-60v70h-80v-70H390v70h-80v-70h-60z"/>',
  cabinet:
    '<path fill="currentColor" d="M350 600h690v800H350z"/><path fill="BG" d="M380 790h630v10H380zm0 200h630v10H380zm0 200h630v10H380zM670 690h50v16h-50zm0 200h50v16h-50zm0 200h50v16h-50zm0 200h50v16h-50z"/>',
  shelf:
    '<path fill="currentColor" fill-rule="evenodd" d="M400 350h590v1200H400zM440 390v260h510V390zm0 300v260h510V690zm0 300v260h510V990zm0 300v220h510v-220z"/>',
  lamp: '<path fill="currentColor" d="M520 400h350l90 300H430zM680 700h30v800h-30zM520 1500h350v60H520z"/>',
  necklace:
    '<path fill="none" stroke="currentColor" stroke-width="24" d="M450 500q245 750 490 0"/><circle fill="currentColor" cx="695" cy="1160" r="70"/>',
  ring: '<circle fill="none" stroke="currentColor" stroke-width="60" cx="695" cy="1000" r="220"/><path fill="currentColor" d="M695 720l70-70-70-70-70 70z"/>',
  earring:
    '<circle fill="none" stroke="currentColor" stroke-width="40" cx="540" cy="950" r="130"/><circle fill="none" stroke="currentColor" stroke-width="40" cx="850" cy="950" r="130"/>',
  watch:
    '<path fill="currentColor" d="M610 300h170v1260H610z"/><circle fill="currentColor" cx="695" cy="930" r="230"/><circle fill="BG" cx="695" cy="930" r="180"/><path fill="currentColor" d="M688 800h14v140h-14zm7 123l90 60-8 12-90-60z"/>',
  shorts: '<path fill="currentColor" d="M470 500h450l60 650H760l-65-380-65 380H410z"/>',
  cushion:
    '<path fill="currentColor" d="M330 700q365-80 730 0-60 250 0 500-365 80-730 0 60-250 0-500z"/><path fill="BG" d="M500 950h390v10H500z"/>',
  bed: '<path fill="currentColor" d="M260 700h120v300h630V760h120v640h-80v-120H340v120h-80z"/><path fill="BG" d="M390 1060h610v12H390z"/>',
  table: '<path fill="currentColor" d="M250 900h890v60H250zM320 960h50v480h-50zM1020 960h50v480h-50z"/>',
  vase: '<path fill="currentColor" d="M620 600h150q-20 80 40 160 90 130 60 340-20 180-140 260H660q-120-80-140-260-30-210 60-340 60-80 40-160z"/>',
  basket:
    '<path fill="currentColor" d="M350 850h690l-60 550H410z"/><path fill="BG" d="M400 950h590v10H400zm10 120h570v10H410zm10 120h550v10H420z"/>',
  bathmat:
    '<rect fill="currentColor" x="250" y="1000" width="890" height="420" rx="120"/><rect fill="BG" opacity=".35" x="330" y="1070" width="730" height="280" rx="90"/>',
};

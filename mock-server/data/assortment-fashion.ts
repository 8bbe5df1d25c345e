import type { Branch } from './assortment.ts';

// Clothing, lingerie and shoes: leaves with their names, sizes, prices and attribute values.

const CARE = ['Maschinenwäsche bis 30 °C', 'Maschinenwäsche bis 40 °C', 'Schonwaschgang bis 30 °C', 'Handwäsche'];
const COTTON = ['100% Baumwolle', '95% Baumwolle, 5% Elasthan', '100% Bio-Baumwolle'];
const FLOWING = ['100% Viskose', '100% Polyester', '55% Leinen, 45% Viskose', '95% Viskose, 5% Elasthan'];
const KNIT = ['70% Polyacryl, 30% Wolle', '100% Baumwolle', '50% Viskose, 30% Polyamid, 20% Wolle', '90% Wolle, 10% Kaschmir'];
const DENIM = ['98% Baumwolle, 2% Elasthan', '100% Baumwolle', '92% Baumwolle, 6% Polyester, 2% Elasthan'];
const OUTER = ['100% Polyester', '100% Polyamid', '65% Polyester, 35% Baumwolle'];
const WOOL = ['70% Wolle, 30% Polyamid', '60% Wolle, 40% Polyester', '100% Schurwolle'];
const NECKLINE = ['Rundhalsausschnitt', 'V-Ausschnitt', 'Carmen-Ausschnitt', 'U-Boot-Ausschnitt'];
const SLEEVES = ['Langarm', '3/4-Arm', 'Kurzarm', 'ärmellos'];
const LENGTH = ['kurz', 'knieumspielend', 'midi', 'maxi'];
const UPPER = ['Leder', 'Veloursleder', 'Textil', 'Lederimitat'];
const OUTSOLE = ['Gummi', 'TPU', 'Leder'];
const INSOLE = ['Lederdecksohle', 'herausnehmbare Einlegesohle', 'Memory-Foam-Decksohle'];

export const womenDresses: Branch = {
  slug: 'kleider',
  name: 'Kleider',
  leaves: [
    { slug: 'sommerkleider', name: 'Sommerkleider', nouns: ['Sommerkleid', 'Maxikleid', 'Trägerkleid', 'Blusenkleid'], features: ['mit Blumendruck', 'mit Volants', 'in Wickeloptik', 'mit Bindegürtel', 'aus Leinenmix'], sizes: 'women', price: [29, 89], palette: 'fashion', silhouette: 'dress', attributes: { material: FLOWING, neckline: NECKLINE, sleeveStyle: SLEEVES, clothingLength: LENGTH, maintenanceNote: CARE } },
    { slug: 'abendkleider', name: 'Abendkleider', nouns: ['Abendkleid', 'Cocktailkleid', 'Etuikleid'], features: ['mit Pailletten', 'aus Satin', 'mit Spitze', 'mit Raffung'], sizes: 'women', price: [69, 199], palette: 'fashion', silhouette: 'dress', attributes: { material: ['100% Polyester', '97% Polyester, 3% Elasthan'], neckline: ['Herzausschnitt', 'V-Ausschnitt', 'Carmen-Ausschnitt'], clothingLength: LENGTH, liningMaterial: ['100% Polyester'], maintenanceNote: ['Chemische Reinigung', 'Handwäsche'] } },
    { slug: 'strickkleider', name: 'Strickkleider', nouns: ['Strickkleid', 'Pulloverkleid'], features: ['mit Zopfmuster', 'mit Rollkragen', 'in Rippstrick'], sizes: 'letter', price: [39, 99], palette: 'fashion', silhouette: 'dress', attributes: { material: KNIT, neckline: ['Rollkragen', 'Rundhalsausschnitt', 'V-Ausschnitt'], clothingLength: ['knieumspielend', 'midi'], maintenanceNote: ['Handwäsche', 'Schonwaschgang bis 30 °C'] } },
    { slug: 'jerseykleider', name: 'Jerseykleider', nouns: ['Jerseykleid', 'Shirtkleid'], features: ['mit Taschen', 'mit Gürtel', 'in A-Linie'], sizes: 'women', price: [25, 69], palette: 'fashion', silhouette: 'dress', attributes: { material: ['95% Viskose, 5% Elasthan', '100% Baumwolle'], neckline: NECKLINE, sleeveStyle: SLEEVES, maintenanceNote: CARE } },
  ],
};

export const womenTops: Branch = {
  slug: 'oberteile',
  name: 'Oberteile',
  leaves: [
    { slug: 'blusen', name: 'Blusen', nouns: ['Bluse', 'Hemdbluse', 'Tunika'], features: ['mit Rüschen', 'mit Schluppe', 'aus Crêpe', 'mit Blumenprint'], sizes: 'women', price: [25, 69], palette: 'fashion', silhouette: 'top', attributes: { material: FLOWING, collar: ['Hemdblusenkragen', 'Stehkragen', 'ohne Kragen'], sleeveStyle: SLEEVES, maintenanceNote: CARE } },
    { slug: 'shirts-tops', name: 'Shirts & Tops', nouns: ['T-Shirt', 'Langarmshirt', 'Top', 'Longshirt'], features: ['mit Streifen', 'mit Print', 'aus Bio-Baumwolle', 'mit Spitzenkante'], sizes: 'letter', price: [12, 39], palette: 'fashion', silhouette: 'top', attributes: { material: COTTON, neckline: NECKLINE, sleeveStyle: SLEEVES, maintenanceNote: CARE } },
    { slug: 'pullover', name: 'Pullover', nouns: ['Pullover', 'Strickpullover', 'Rollkragenpullover'], features: ['mit Zopfmuster', 'aus Kaschmirmix', 'mit Glitzergarn', 'in Oversize-Form'], sizes: 'letter', price: [35, 119], palette: 'fashion', silhouette: 'knit', attributes: { material: KNIT, neckline: ['Rollkragen', 'Rundhalsausschnitt', 'V-Ausschnitt'], maintenanceNote: ['Handwäsche', 'Schonwaschgang bis 30 °C'] } },
    { slug: 'strickjacken', name: 'Strickjacken', nouns: ['Strickjacke', 'Cardigan', 'Longstrickjacke'], features: ['mit Knopfleiste', 'mit Taschen', 'aus Wollmix'], sizes: 'letter', price: [39, 99], palette: 'fashion', silhouette: 'knit', attributes: { material: KNIT, ekFastener: ['Knopfleiste', 'Reißverschluss', 'ohne Verschluss'], maintenanceNote: ['Handwäsche', 'Schonwaschgang bis 30 °C'] } },
    { slug: 'sweatshirts', name: 'Sweatshirts & Hoodies', nouns: ['Sweatshirt', 'Hoodie', 'Sweatjacke'], features: ['mit Kapuze', 'mit Stickerei', 'in Oversize-Form', 'aus Bio-Baumwolle'], sizes: 'letter', price: [29, 79], palette: 'fashion', silhouette: 'knit', attributes: { material: ['80% Baumwolle, 20% Polyester', '100% Baumwolle', '100% Bio-Baumwolle'], neckline: ['Rundhalsausschnitt', 'Kapuze'], ekForm: ['gerade', 'Oversize'], maintenanceNote: CARE } },
  ],
};

export const womenTrousers: Branch = {
  slug: 'hosen-jeans',
  name: 'Hosen & Jeans',
  leaves: [
    { slug: 'jeans', name: 'Jeans', nouns: ['Jeans', 'Skinny-Jeans', 'Straight-Jeans', 'Mom-Jeans'], features: ['mit Stretch', 'im Used-Look', 'mit hohem Bund'], sizes: 'women', price: [39, 99], palette: 'denim', silhouette: 'trousers', attributes: { material: DENIM, waistband: ['High Waist', 'Mid Waist'], ekStretch: ['mit Stretch', 'ohne Stretch'], ekPockets: ['5-Pocket-Form'], maintenanceNote: CARE } },
    { slug: 'stoffhosen', name: 'Stoffhosen', nouns: ['Stoffhose', 'Marlenehose', 'Bundfaltenhose', 'Culotte'], features: ['mit Bügelfalte', 'aus Twill', 'mit Gürtel'], sizes: 'women', price: [35, 89], palette: 'fashion', silhouette: 'trousers', attributes: { material: ['63% Polyester, 33% Viskose, 4% Elasthan', '100% Leinen', '98% Baumwolle, 2% Elasthan'], waistband: ['High Waist', 'Mid Waist', 'Gummizug'], maintenanceNote: CARE } },
    { slug: 'leggings', name: 'Leggings', nouns: ['Leggings', 'Thermoleggings', 'Sportleggings'], features: ['mit breitem Bund', 'in Lederoptik', 'aus Baumwolljersey'], sizes: 'letter', price: [15, 45], palette: 'fashion', silhouette: 'trousers', attributes: { material: ['92% Baumwolle, 8% Elasthan', '80% Polyamid, 20% Elasthan'], waistband: ['Gummizug', 'breiter Komfortbund'], ekDenier: ['blickdicht'], maintenanceNote: CARE } },
    { slug: 'shorts', name: 'Shorts', nouns: ['Shorts', 'Bermudas', 'Jeansshorts', 'Leinenshorts'], features: ['mit Aufschlag', 'mit Gürtel', 'mit Gummizug'], sizes: 'women', price: [19, 49], palette: 'fashion', silhouette: 'shorts', attributes: { material: ['100% Baumwolle', '55% Leinen, 45% Viskose', '98% Baumwolle, 2% Elasthan'], waistband: ['Gummizug', 'fester Bund'], ekHem: ['mit Aufschlag', 'gerader Saum'], maintenanceNote: CARE } },
  ],
};

export const womenOuterwear: Branch = {
  slug: 'jacken-maentel',
  name: 'Jacken & Mäntel',
  leaves: [
    { slug: 'uebergangsjacken', name: 'Übergangsjacken', nouns: ['Übergangsjacke', 'Steppjacke', 'Blouson', 'Trenchcoat'], features: ['mit Kapuze', 'wasserabweisend', 'mit Stehkragen'], sizes: 'women', price: [59, 159], palette: 'fashion', silhouette: 'jacket', attributes: { material: OUTER, liningMaterial: ['100% Polyester', '100% Baumwolle'], collar: ['Stehkragen', 'Reverskragen', 'Kapuze'], ekFastener: ['Reißverschluss', 'Druckknöpfe', 'Knopfleiste'], maintenanceNote: CARE }, traits: { heat: true } },
    { slug: 'winterjacken', name: 'Winterjacken', nouns: ['Winterjacke', 'Daunenjacke', 'Parka'], features: ['mit Kunstfellkragen', 'mit abnehmbarer Kapuze', 'wattiert'], sizes: 'women', price: [89, 249], palette: 'fashion', silhouette: 'jacket', attributes: { material: OUTER, liningMaterial: ['100% Polyester'], ekLining: ['wattiert', 'Daunenfüllung'], ekFastener: ['Reißverschluss', 'Druckknöpfe'], maintenanceNote: ['Maschinenwäsche bis 30 °C', 'Chemische Reinigung'] }, traits: { heat: true }, highlighted: true, icon: 'schneeflocke' },
    { slug: 'maentel', name: 'Mäntel', nouns: ['Wollmantel', 'Kurzmantel', 'Wintermantel'], features: ['mit Reverskragen', 'aus Wollmix', 'mit Bindegürtel'], sizes: 'women', price: [99, 279], palette: 'fashion', silhouette: 'coat', attributes: { material: WOOL, liningMaterial: ['100% Viskose', '100% Polyester'], collar: ['Reverskragen', 'Stehkragen'], maintenanceNote: ['Chemische Reinigung'] }, traits: { heat: true } },
  ],
};

export const womenSkirts: Branch = {
  slug: 'roecke',
  name: 'Röcke',
  leaves: [
    { slug: 'midiroecke', name: 'Midiröcke', nouns: ['Midirock', 'Plisseerock', 'Wickelrock'], features: ['mit Blumendruck', 'aus Satin', 'mit Gummibund'], sizes: 'women', price: [29, 79], palette: 'fashion', silhouette: 'skirt', attributes: { material: FLOWING, waistband: ['Gummizug', 'fester Bund'], clothingLength: ['midi', 'wadenlang'], maintenanceNote: CARE } },
    { slug: 'miniroecke', name: 'Miniröcke', nouns: ['Minirock', 'Jeansrock', 'Cordrock'], features: ['mit Knopfleiste', 'in A-Linie', 'mit Schlitz'], sizes: 'women', price: [19, 59], palette: 'fashion', silhouette: 'skirt', attributes: { material: ['100% Baumwolle', '98% Baumwolle, 2% Elasthan'], waistband: ['fester Bund'], clothingLength: ['kurz'], maintenanceNote: CARE } },
  ],
};

export const menTops: Branch = {
  slug: 'oberteile',
  name: 'Oberteile',
  leaves: [
    { slug: 'hemden', name: 'Hemden', nouns: ['Hemd', 'Businesshemd', 'Freizeithemd', 'Flanellhemd'], features: ['bügelleicht', 'mit Karomuster', 'in Slim Fit', 'aus Oxford-Gewebe'], sizes: 'letter', price: [29, 69], palette: 'fashion', silhouette: 'top', attributes: { material: COTTON, collar: ['Kent-Kragen', 'Button-down-Kragen', 'Stehkragen'], sleeveStyle: ['Langarm', 'Kurzarm'], maintenanceNote: CARE } },
    { slug: 't-shirts', name: 'T-Shirts & Polos', nouns: ['T-Shirt', 'Poloshirt', 'Henleyshirt'], features: ['aus Bio-Baumwolle', 'mit Brusttasche', 'im 2er-Pack', 'mit Print'], sizes: 'letter', price: [12, 39], palette: 'fashion', silhouette: 'top', attributes: { material: COTTON, neckline: ['Rundhalsausschnitt', 'V-Ausschnitt', 'Polokragen'], maintenanceNote: CARE } },
    { slug: 'pullover', name: 'Pullover', nouns: ['Pullover', 'Strickpullover', 'Troyer'], features: ['mit Zopfmuster', 'aus Merinowolle', 'mit Stehkragen'], sizes: 'letter', price: [39, 109], palette: 'fashion', silhouette: 'knit', attributes: { material: KNIT, neckline: ['Rundhalsausschnitt', 'V-Ausschnitt', 'Troyerkragen'], maintenanceNote: ['Handwäsche', 'Schonwaschgang bis 30 °C'] } },
  ],
};

export const menTrousers: Branch = {
  slug: 'hosen-jeans',
  name: 'Hosen & Jeans',
  leaves: [
    { slug: 'jeans', name: 'Jeans', nouns: ['Jeans', 'Regular-Fit-Jeans', 'Slim-Fit-Jeans', 'Straight-Fit-Jeans'], features: ['mit Stretch', 'im Used-Look', 'aus Bio-Baumwolle'], sizes: 'jeans', price: [39, 109], palette: 'denim', silhouette: 'trousers', attributes: { material: DENIM, ekStretch: ['mit Stretch', 'ohne Stretch'], ekPockets: ['5-Pocket-Form'], maintenanceNote: CARE } },
    { slug: 'chinos', name: 'Chinos & Stoffhosen', nouns: ['Chinohose', 'Cargohose', 'Stoffhose'], features: ['mit Gürtel', 'in Regular Fit', 'mit Dehnbund'], sizes: 'men', price: [39, 89], palette: 'fashion', silhouette: 'trousers', attributes: { material: ['98% Baumwolle, 2% Elasthan', '100% Baumwolle'], waistband: ['fester Bund', 'Dehnbund'], maintenanceNote: CARE } },
  ],
};

export const menOuterwear: Branch = {
  slug: 'jacken-maentel',
  name: 'Jacken & Mäntel',
  leaves: [
    { slug: 'uebergangsjacken', name: 'Übergangsjacken', nouns: ['Softshelljacke', 'Fieldjacket', 'Steppjacke', 'Blouson'], features: ['mit Kapuze', 'wasserabweisend', 'mit Stehkragen'], sizes: 'letter', price: [59, 169], palette: 'fashion', silhouette: 'jacket', attributes: { material: OUTER, liningMaterial: ['100% Polyester'], ekFastener: ['Reißverschluss', 'Druckknöpfe'], maintenanceNote: CARE }, traits: { heat: true } },
    { slug: 'winterjacken', name: 'Winterjacken', nouns: ['Winterjacke', 'Parka', 'Daunenjacke'], features: ['mit Kunstfellkapuze', 'wattiert', 'mit vielen Taschen'], sizes: 'letter', price: [99, 279], palette: 'fashion', silhouette: 'coat', attributes: { material: OUTER, liningMaterial: ['100% Polyester'], ekLining: ['wattiert', 'Daunenfüllung'], maintenanceNote: ['Maschinenwäsche bis 30 °C'] }, traits: { heat: true } },
  ],
};

export const menTailoring: Branch = {
  slug: 'anzuege-sakkos',
  name: 'Anzüge & Sakkos',
  leaves: [
    { slug: 'sakkos', name: 'Sakkos', nouns: ['Sakko', 'Tweed-Sakko', 'Baukasten-Sakko'], features: ['in Slim Fit', 'aus Schurwollmix', 'mit Fischgratmuster'], sizes: 'men', price: [99, 229], palette: 'fashion', silhouette: 'jacket', attributes: { material: WOOL, liningMaterial: ['100% Viskose'], collar: ['Reverskragen'], maintenanceNote: ['Chemische Reinigung'] } },
    { slug: 'anzughosen', name: 'Anzughosen', nouns: ['Anzughose', 'Baukasten-Hose'], features: ['mit Bügelfalte', 'in Slim Fit', 'aus Schurwollmix'], sizes: 'men', price: [49, 109], palette: 'fashion', silhouette: 'trousers', attributes: { material: WOOL, waistband: ['fester Bund', 'Dehnbund'], maintenanceNote: ['Chemische Reinigung'] } },
  ],
};

export const lingerie: Branch = {
  slug: 'damenwaesche',
  name: 'Damenwäsche',
  leaves: [
    { slug: 'bhs', name: 'BHs', nouns: ['Bügel-BH', 'Schalen-BH', 'Bralette', 'Minimizer-BH'], features: ['mit Spitze', 'nahtlos', 'aus Microfaser'], sizes: 'bra', price: [19, 59], palette: 'fashion', silhouette: 'lingerie', attributes: { material: ['85% Polyamid, 15% Elasthan', '90% Baumwolle, 10% Elasthan'], typeBra: ['Bügel-BH', 'Soft-BH', 'Push-up-BH', 'Schalen-BH'], underwire: ['mit Bügel', 'ohne Bügel'], straps: ['verstellbare Träger', 'abnehmbare Träger'], maintenanceNote: ['Handwäsche', 'Schonwaschgang bis 30 °C'] } },
    { slug: 'slips', name: 'Slips', nouns: ['Slip', 'Panty', 'Hüftslip', 'String'], features: ['mit Spitze', 'aus Baumwolle', 'nahtlos'], sizes: 'letter', price: [15, 35], palette: 'fashion', silhouette: 'lingerie', attributes: { material: ['95% Baumwolle, 5% Elasthan', '90% Polyamid, 10% Elasthan'], maintenanceNote: CARE }, traits: { salesUnit: '3er-Pack' } },
    { slug: 'nachtwaesche', name: 'Nachtwäsche', nouns: ['Pyjama', 'Nachthemd', 'Schlafanzug', 'Sleepshirt'], features: ['mit Karomuster', 'aus Flanell', 'mit Spitzenbesatz'], sizes: 'letter', price: [25, 69], palette: 'fashion', silhouette: 'top', attributes: { material: COTTON, sleeveStyle: ['Langarm', 'Kurzarm'], maintenanceNote: CARE } },
    { slug: 'strumpfhosen', name: 'Strumpfhosen', nouns: ['Strumpfhose', 'Feinstrumpfhose', 'Thermostrumpfhose'], features: ['mit Komfortbund', 'blickdicht', 'mit Muster'], sizes: 'letter', price: [9, 29], palette: 'fashion', silhouette: 'trousers', attributes: { material: ['88% Polyamid, 12% Elasthan', '80% Baumwolle, 17% Polyamid, 3% Elasthan'], ekDenier: ['20 DEN', '40 DEN', '60 DEN', '100 DEN'], packageSize: ['1 Stück', '2 Stück'], maintenanceNote: ['Handwäsche', 'Schonwaschgang bis 30 °C'] }, traits: { salesUnit: '2er-Pack' } },
  ],
};

export const menUnderwear: Branch = {
  slug: 'herrenwaesche',
  name: 'Herrenwäsche',
  leaves: [
    { slug: 'boxershorts', name: 'Boxershorts', nouns: ['Boxershorts', 'Retropants', 'Jerseyboxer'], features: ['aus Bio-Baumwolle', 'mit Webbund', 'gemustert'], sizes: 'letter', price: [19, 39], palette: 'fashion', silhouette: 'lingerie', attributes: { material: ['95% Baumwolle, 5% Elasthan'], waistband: ['Webbund', 'Gummizug'], maintenanceNote: CARE }, traits: { salesUnit: '3er-Pack' } },
    { slug: 'unterhemden', name: 'Unterhemden', nouns: ['Unterhemd', 'Tanktop', 'Unterziehshirt'], features: ['aus Feinripp', 'mit V-Ausschnitt', 'aus Bio-Baumwolle'], sizes: 'letter', price: [15, 35], palette: 'fashion', silhouette: 'top', attributes: { material: ['100% Baumwolle'], neckline: ['Rundhalsausschnitt', 'V-Ausschnitt'], maintenanceNote: CARE }, traits: { salesUnit: '2er-Pack' } },
  ],
};

export const swimwear: Branch = {
  slug: 'bademode',
  name: 'Bademode',
  leaves: [
    { slug: 'badeanzuege', name: 'Badeanzüge', nouns: ['Badeanzug', 'Shape-Badeanzug'], features: ['mit Raffung', 'mit Cut-outs', 'mit Softcups'], sizes: 'women', price: [39, 99], palette: 'fashion', silhouette: 'swimwear', attributes: { material: ['80% Polyamid, 20% Elasthan'], straps: ['verstellbare Träger', 'Neckholder'], maintenanceNote: ['Handwäsche'] } },
    { slug: 'bikinis', name: 'Bikinis', nouns: ['Bikini', 'Triangel-Bikini', 'Bügel-Bikini', 'Tankini'], features: ['mit Blumenprint', 'mit Schleifen', 'mit Softcups'], sizes: 'women', price: [35, 89], palette: 'fashion', silhouette: 'swimwear', attributes: { material: ['82% Polyamid, 18% Elasthan'], underwire: ['mit Bügel', 'ohne Bügel'], maintenanceNote: ['Handwäsche'] } },
    { slug: 'badeshorts', name: 'Badeshorts', nouns: ['Badeshorts', 'Badehose', 'Boardshorts'], features: ['mit Tunnelzug', 'mit Palmenprint', 'schnelltrocknend'], sizes: 'letter', price: [19, 49], palette: 'fashion', silhouette: 'swimwear', attributes: { material: ['100% Polyester'], waistband: ['Tunnelzug', 'Gummizug'], maintenanceNote: ['Handwäsche'] } },
  ],
};

export const womenShoes: Branch = {
  slug: 'damenschuhe',
  name: 'Damenschuhe',
  leaves: [
    { slug: 'sneaker', name: 'Sneaker', nouns: ['Sneaker', 'Plateau-Sneaker', 'Slip-on-Sneaker'], features: ['mit Wechselfußbett', 'aus Leder', 'mit Glitzerdetails'], sizes: 'shoesWomen', price: [49, 119], palette: 'leather', silhouette: 'shoe', attributes: { upperMaterial: UPPER, ekOutsole: OUTSOLE, ekInsole: INSOLE, plateauHeight: ['25', '35', '40'], shoeWidth: ['normal', 'weit'] } },
    { slug: 'stiefeletten', name: 'Stiefeletten', highlighted: true, nouns: ['Stiefelette', 'Chelsea-Boot', 'Schnürstiefelette'], features: ['mit Blockabsatz', 'mit Warmfutter', 'aus Veloursleder'], sizes: 'shoesWomen', price: [69, 159], palette: 'leather', silhouette: 'boot', attributes: { upperMaterial: UPPER, ekLining: ['Textilfutter', 'Warmfutter', 'Lederfutter'], ekOutsole: OUTSOLE, shoeWidth: ['normal', 'weit'] } },
    { slug: 'pumps', name: 'Pumps', nouns: ['Pumps', 'Slingpumps', 'Riemchenpumps'], features: ['mit Trichterabsatz', 'in Lackoptik', 'mit spitzer Kappe'], sizes: 'shoesWomen', price: [49, 129], palette: 'leather', silhouette: 'shoe', attributes: { upperMaterial: UPPER, ekInsole: INSOLE, ekOutsole: OUTSOLE } },
    { slug: 'sandalen', name: 'Sandalen', nouns: ['Sandale', 'Sandalette', 'Pantolette'], features: ['mit Kork-Fußbett', 'mit Riemchen', 'mit Keilabsatz'], sizes: 'shoesWomen', price: [29, 89], palette: 'leather', silhouette: 'shoe', attributes: { upperMaterial: UPPER, ekInsole: ['Kork-Fußbett', 'Lederdecksohle'], ekFastener: ['Schnalle', 'Klettverschluss', 'ohne Verschluss'] } },
  ],
};

export const menShoes: Branch = {
  slug: 'herrenschuhe',
  name: 'Herrenschuhe',
  leaves: [
    { slug: 'sneaker', name: 'Sneaker', nouns: ['Sneaker', 'Laufschuh', 'Freizeitschuh'], features: ['aus Leder', 'mit Memory-Foam', 'wasserabweisend'], sizes: 'shoesMen', price: [49, 129], palette: 'leather', silhouette: 'shoe', attributes: { upperMaterial: UPPER, ekOutsole: OUTSOLE, ekInsole: INSOLE, shoeWidth: ['normal', 'weit'] } },
    { slug: 'schnuerschuhe', name: 'Schnürschuhe', nouns: ['Schnürschuh', 'Derby', 'Budapester'], features: ['aus Glattleder', 'mit Ledersohle', 'mit Lochmuster'], sizes: 'shoesMen', price: [79, 179], palette: 'leather', silhouette: 'shoe', attributes: { upperMaterial: ['Leder', 'Glattleder'], ekOutsole: ['Leder', 'Gummi'], ekLining: ['Lederfutter'] } },
    { slug: 'stiefel', name: 'Stiefel & Boots', nouns: ['Boots', 'Winterstiefel', 'Chelsea-Boot'], features: ['mit Warmfutter', 'mit Profilsohle', 'aus Nubukleder'], sizes: 'shoesMen', price: [89, 189], palette: 'leather', silhouette: 'boot', attributes: { upperMaterial: UPPER, ekLining: ['Warmfutter', 'Textilfutter'], ekOutsole: ['Gummi', 'TPU'] } },
  ],
};

export const womenOccasion: Branch = {
  slug: 'business-anlass',
  name: 'Business & Anlass',
  contentTitle: true,
  leaves: [
    { slug: 'blazer', name: 'Blazer', nouns: ['Blazer', 'Longblazer', 'Jerseyblazer'], features: ['mit Reverskragen', 'in Taillierung', 'mit Paspeltaschen'], sizes: 'women', price: [49, 149], palette: 'fashion', silhouette: 'jacket', attributes: { material: ['63% Polyester, 33% Viskose, 4% Elasthan', '100% Leinen', '70% Wolle, 30% Polyamid'], liningMaterial: ['100% Polyester', '100% Viskose'], collar: ['Reverskragen', 'Schalkragen'], maintenanceNote: ['Chemische Reinigung', 'Schonwaschgang bis 30 °C'] } },
    { slug: 'hosenanzuege', name: 'Hosenanzüge & Kostüme', nouns: ['Hosenanzug', 'Kostüm', 'Jumpsuit'], features: ['zweiteilig', 'mit Bindegürtel', 'in Crêpe-Qualität'], sizes: 'women', price: [79, 229], palette: 'fashion', silhouette: 'dress', attributes: { material: ['63% Polyester, 33% Viskose, 4% Elasthan', '100% Polyester'], fabric: ['Crêpe', 'Webware', 'Jersey'], maintenanceNote: ['Chemische Reinigung', 'Schonwaschgang bis 30 °C'] } },
  ],
};

export const menLeisure: Branch = {
  slug: 'freizeit-sport',
  name: 'Freizeit & Sport',
  contentTitle: true,
  leaves: [
    { slug: 'sweatshirts', name: 'Sweatshirts & Hoodies', nouns: ['Sweatshirt', 'Hoodie', 'Sweatjacke', 'Troyer-Sweatshirt'], features: ['mit Kapuze', 'mit Print', 'aus Bio-Baumwolle', 'mit Kängurutasche'], sizes: 'letter', price: [29, 89], palette: 'fashion', silhouette: 'knit', attributes: { material: ['80% Baumwolle, 20% Polyester', '100% Baumwolle'], neckline: ['Rundhalsausschnitt', 'Kapuze', 'Troyerkragen'], ekPockets: ['Kängurutasche', 'Seitentaschen'], maintenanceNote: CARE } },
    { slug: 'shorts', name: 'Shorts & Bermudas', nouns: ['Shorts', 'Bermudas', 'Cargoshorts', 'Sportshorts'], features: ['mit Tunnelzug', 'mit Gürtel', 'schnelltrocknend'], sizes: 'men', price: [19, 59], palette: 'fashion', silhouette: 'shorts', attributes: { material: ['100% Baumwolle', '100% Polyester', '98% Baumwolle, 2% Elasthan'], waistband: ['Tunnelzug', 'fester Bund', 'Dehnbund'], ekMaterialFunction: ['schnelltrocknend', 'atmungsaktiv'], maintenanceNote: CARE } },
  ],
};

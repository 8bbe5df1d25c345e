import type { Branch } from './assortment.ts';

// Home goods, jewellery and watches: leaves with their names, sizes, prices and attribute values.

const JEWEL = ['925er Sterlingsilber', 'Edelstahl', 'Silber, vergoldet', '375er Gelbgold'];
const WOOD = ['Deutschland', 'Polen', 'Rumänien', 'Litauen'];

export const sleeping: Branch = {
  slug: 'schlafen',
  name: 'Schlafen',
  leaves: [
    { slug: 'bettwaesche', name: 'Bettwäsche', nouns: ['Bettwäsche', 'Satin-Bettwäsche', 'Biber-Bettwäsche', 'Renforcé-Bettwäsche'], features: ['mit Blumenmuster', 'gestreift', 'uni', 'mit Reißverschluss'], sizes: 'bedding', price: [29, 89], palette: 'home', silhouette: 'bedding', attributes: { material: ['100% Baumwolle', 'Mako-Satin (100% Baumwolle)', 'Biber (100% Baumwolle)'], measuresPillowcase: ['80 x 80 cm', '40 x 80 cm'], measuresCountPillowcases: ['1 Kissenbezug', '2 Kissenbezüge'], ekFastener: ['Reißverschluss', 'Knopfleiste'], maintenanceNote: ['Maschinenwäsche bis 60 °C'] } },
    { slug: 'matratzen', name: 'Matratzen', nouns: ['Kaltschaummatratze', 'Taschenfederkernmatratze', 'Gelschaummatratze'], features: ['mit 7 Zonen', 'Härtegrad H2', 'Härtegrad H3', 'mit Klimafaser-Bezug'], sizes: 'mattress', price: [149, 499], palette: 'plain', silhouette: 'mattress', attributes: { mattressType: ['Kaltschaum', 'Taschenfederkern', 'Gelschaum'], mattressThickness: ['18 cm', '22 cm', '25 cm'], measuresMattressHeight: ['18 cm', '22 cm', '25 cm'], material: ['Bezug: 100% Polyester'] }, traits: { disposalService: true, directShipping: true }, icon: 'matratze' },
    { slug: 'lattenroste', name: 'Lattenroste', nouns: ['Lattenrost', 'Tellerlattenrost', 'Motorlattenrost'], features: ['mit Kopfteilverstellung', 'unverstellbar', 'mit Härteregulierung'], sizes: 'slattedFrame', price: [79, 399], palette: 'plain', silhouette: 'frame', attributes: { material: ['Birkenschichtholz'], woodCountryOfOrigin: WOOD, scope: ['28 Leisten', '42 Leisten'] }, traits: { disposalService: true, directShipping: true } },
    { slug: 'bettdecken', name: 'Bettdecken', nouns: ['Daunendecke', 'Ganzjahresdecke', 'Sommerdecke', 'Winterdecke'], features: ['mit Kassettensteppung', 'waschbar bis 60 °C', 'für Allergiker'], sizes: 'duvet', price: [39, 199], palette: 'plain', silhouette: 'bedding', attributes: { material: ['Füllung: 90% Daunen, 10% Federn', 'Füllung: 100% Polyester'], pillowBeddingtype: ['Ganzjahresdecke', 'Sommerdecke', 'Winterdecke'], maintenanceNote: ['Maschinenwäsche bis 60 °C', 'Maschinenwäsche bis 40 °C'] } },
    { slug: 'spannbettlaken', name: 'Spannbettlaken', nouns: ['Spannbettlaken', 'Jersey-Spannbettlaken', 'Boxspring-Spannbettlaken'], features: ['mit Rundumgummi', 'für hohe Matratzen', 'aus Mako-Jersey'], sizes: 'fittedSheet', price: [15, 49], palette: 'home', silhouette: 'bedding', attributes: { material: ['100% Baumwolle', '97% Baumwolle, 3% Elasthan'], sheetHeight: ['Steghöhe bis 25 cm', 'Steghöhe bis 35 cm'], maintenanceNote: ['Maschinenwäsche bis 60 °C'] } },
  ],
};

export const homeTextiles: Branch = {
  slug: 'heimtextilien',
  name: 'Heimtextilien',
  leaves: [
    { slug: 'teppiche', name: 'Teppiche', nouns: ['Teppich', 'Hochflor-Teppich', 'Kurzflor-Teppich', 'Berber-Teppich'], features: ['mit Rautenmuster', 'in Vintage-Optik', 'uni', 'mit Fransen'], sizes: 'carpet', price: [49, 299], palette: 'home', silhouette: 'carpet', attributes: { material: ['100% Polypropylen', '100% Wolle', '100% Baumwolle'], pileHeight: ['8', '15', '30'], typeCarpet: ['Kurzflor', 'Hochflor', 'Flachgewebe'], shape: ['rechteckig'] } },
    { slug: 'gardinen-vorhaenge', name: 'Gardinen & Vorhänge', nouns: ['Vorhang', 'Gardine', 'Ösenschal', 'Schlaufenschal'], features: ['blickdicht', 'in Leinenoptik', 'mit Stickerei'], sizes: 'curtain', price: [19, 69], palette: 'home', silhouette: 'curtain', attributes: { material: ['100% Polyester', '55% Leinen, 45% Baumwolle'], transparency: ['blickdicht', 'halbtransparent', 'transparent'], panelStyle: ['Ösen', 'Schlaufen', 'Kräuselband'], maintenanceNote: ['Maschinenwäsche bis 30 °C'] } },
    { slug: 'handtuecher', name: 'Handtücher', nouns: ['Handtuch', 'Duschtuch', 'Saunatuch'], features: ['aus Frottee', 'mit Bordüre', 'extra flauschig'], sizes: 'towel', price: [9, 39], palette: 'home', silhouette: 'towel', attributes: { material: ['100% Baumwolle', 'Frottee (100% Baumwolle)'], ekDetailBath: ['mit Aufhänger', 'mit Bordüre'], maintenanceNote: ['Maschinenwäsche bis 60 °C'] }, traits: { salesUnit: '2er-Set' } },
    { slug: 'kissen-plaids', name: 'Kissen & Plaids', nouns: ['Dekokissen', 'Kissenhülle', 'Wohndecke', 'Plaid'], features: ['mit Fransen', 'aus Strick', 'in Samtoptik', 'mit Stickerei'], sizes: 'oneSize', price: [12, 69], palette: 'home', silhouette: 'cushion', attributes: { material: ['100% Baumwolle', '100% Polyester', '50% Baumwolle, 50% Polyacryl'], measures: ['40 x 40 cm', '50 x 50 cm', '130 x 170 cm'], maintenanceNote: ['Maschinenwäsche bis 30 °C'] } },
    { slug: 'badgarnituren', name: 'Badgarnituren', nouns: ['Badematte', 'Badgarnitur', 'WC-Vorleger'], features: ['rutschhemmend', 'aus Hochflor', 'mit Memory-Schaum'], sizes: 'oneSize', price: [15, 59], palette: 'home', silhouette: 'bathmat', attributes: { material: ['100% Polyester', '100% Baumwolle'], measuresBathmat: ['60 x 100 cm', '70 x 120 cm'], measuresToiletRug: ['45 x 50 cm'], measuresToiletCover: ['47 x 50 cm'], ekDetailBath: ['rutschhemmende Unterseite', 'für Fußbodenheizung geeignet'] } },
  ],
};

export const furniture: Branch = {
  slug: 'moebel',
  name: 'Möbel',
  leaves: [
    { slug: 'sofas', name: 'Sofas', nouns: ['Ecksofa', '3-Sitzer', 'Schlafsofa', 'Big-Sofa'], features: ['mit Bettfunktion', 'mit Bettkasten', 'mit Zierkissen'], sizes: 'oneSize', price: [499, 1599], palette: 'home', silhouette: 'sofa', attributes: { material: ['Bezug: 100% Polyester', 'Bezug: Cord (100% Polyester)'], measuresOuterDimension: ['B 230 x T 95 x H 85 cm', 'B 270 x T 180 x H 88 cm', 'B 210 x T 90 x H 82 cm'] }, traits: { forwardingAgent: true, directShipping: true } },
    { slug: 'kommoden', name: 'Kommoden & Sideboards', nouns: ['Kommode', 'Sideboard', 'Highboard'], features: ['mit 4 Schubkästen', 'mit Soft-Close', 'im Landhausstil'], sizes: 'oneSize', price: [129, 599], palette: 'wood', silhouette: 'cabinet', attributes: { material: ['Holzwerkstoff', 'Massivholz Kiefer', 'Eiche furniert'], measuresOuterDimension: ['B 80 x T 40 x H 90 cm', 'B 160 x T 42 x H 80 cm'], measuresInnerDrawer: ['B 70 x T 35 x H 15 cm'], woodCountryOfOrigin: WOOD }, traits: { forwardingAgent: true, directShipping: true } },
    { slug: 'regale', name: 'Regale', nouns: ['Bücherregal', 'Standregal', 'Wandregal'], features: ['mit 5 Fächern', 'aus Massivholz', 'im Industrial-Look'], sizes: 'oneSize', price: [49, 299], palette: 'wood', silhouette: 'shelf', attributes: { material: ['Holzwerkstoff', 'Massivholz Kiefer', 'Metall, Holzwerkstoff'], measuresShelf: ['B 35 x T 28 cm', 'B 70 x T 30 cm'], shelf: ['3 Einlegeböden', '5 Einlegeböden'], woodCountryOfOrigin: WOOD } },
    { slug: 'betten', name: 'Betten', nouns: ['Boxspringbett', 'Polsterbett', 'Massivholzbett', 'Metallbett'], features: ['mit Bettkasten', 'mit Kopfteil', 'mit Topper', 'im Landhausstil'], sizes: 'bed', price: [299, 1299], palette: 'wood', silhouette: 'bed', attributes: { material: ['Massivholz Kiefer', 'Bezug: 100% Polyester', 'Metall'], measuresBedSize: ['Liegefläche 140 x 200 cm', 'Liegefläche 180 x 200 cm'], woodCountryOfOrigin: WOOD }, traits: { forwardingAgent: true, directShipping: true } },
    { slug: 'tische', name: 'Tische', nouns: ['Esstisch', 'Couchtisch', 'Schreibtisch', 'Beistelltisch'], features: ['ausziehbar', 'aus Massivholz', 'mit Glasplatte', 'im Industrial-Look'], sizes: 'oneSize', price: [79, 899], palette: 'wood', silhouette: 'table', attributes: { material: ['Massivholz Eiche', 'Holzwerkstoff', 'Metall, Glas'], measuresOuterDimension: ['B 160 x T 90 x H 75 cm', 'B 110 x T 60 x H 45 cm', 'B 120 x T 60 x H 75 cm'], woodCountryOfOrigin: WOOD }, traits: { forwardingAgent: true, directShipping: true } },
  ],
};

export const lamps: Branch = {
  slug: 'lampen-leuchten',
  name: 'Lampen & Leuchten',
  leaves: [
    { slug: 'deckenleuchten', name: 'Deckenleuchten', nouns: ['Deckenleuchte', 'Pendelleuchte', 'LED-Deckenleuchte'], features: ['dimmbar', 'mit Stoffschirm', 'mit Fernbedienung'], sizes: 'oneSize', price: [39, 199], palette: 'lamp', silhouette: 'lamp', attributes: { material: ['Metall', 'Metall, Glas', 'Metall, Textil'], measuresCableLength: ['120 cm', '150 cm'], ekSocket: ['E27', 'E14', 'LED fest verbaut'] }, traits: { electrical: true } },
    { slug: 'stehleuchten', name: 'Stehleuchten', nouns: ['Stehleuchte', 'Bogenleuchte', 'Leseleuchte'], features: ['dimmbar', 'mit Marmorfuß', 'schwenkbar'], sizes: 'oneSize', price: [59, 249], palette: 'lamp', silhouette: 'lamp', attributes: { material: ['Metall', 'Metall, Marmor'], measuresCableLength: ['180 cm', '200 cm'], ekSocket: ['E27', 'LED fest verbaut'] }, traits: { electrical: true } },
    { slug: 'tischleuchten', name: 'Tischleuchten', nouns: ['Tischleuchte', 'Nachttischleuchte', 'Schreibtischleuchte'], features: ['mit Touch-Dimmer', 'mit Keramikfuß', 'mit USB-Anschluss'], sizes: 'oneSize', price: [19, 99], palette: 'lamp', silhouette: 'lamp', attributes: { material: ['Keramik, Textil', 'Metall', 'Glas'], measuresCableLength: ['150 cm'], ekSocket: ['E14', 'E27', 'LED fest verbaut'] }, traits: { electrical: true } },
  ],
};

export const jewellery: Branch = {
  slug: 'schmuck',
  name: 'Schmuck',
  leaves: [
    { slug: 'ketten', name: 'Ketten', nouns: ['Kette', 'Halskette', 'Kette mit Anhänger'], features: ['mit Zirkonia', 'mit Herzanhänger', 'mit Süßwasserperle'], sizes: 'oneSize', price: [19, 149], palette: 'metal', silhouette: 'necklace', attributes: { material: JEWEL, stone: ['Zirkonia', 'Süßwasserperle', 'ohne Stein'], measures: ['Länge 42 cm', 'Länge 45 cm', 'Länge 50 cm'] } },
    { slug: 'ohrringe', name: 'Ohrringe', nouns: ['Ohrstecker', 'Creolen', 'Ohrhänger'], features: ['mit Zirkonia', 'in Blütenform', 'mit Perle'], sizes: 'oneSize', price: [15, 99], palette: 'metal', silhouette: 'earring', attributes: { material: JEWEL, stone: ['Zirkonia', 'Süßwasserperle', 'ohne Stein'] }, traits: { salesUnit: 'Paar' } },
    { slug: 'ringe', name: 'Ringe', nouns: ['Ring', 'Solitärring', 'Bandring'], features: ['mit Zirkonia', 'gebürstet', 'mit Gravur'], sizes: 'ring', price: [19, 129], palette: 'metal', silhouette: 'ring', attributes: { material: JEWEL, stone: ['Zirkonia', 'ohne Stein'] } },
    { slug: 'armbaender', name: 'Armbänder', nouns: ['Armband', 'Armreif', 'Gliederarmband'], features: ['mit Zirkonia', 'mit Anhänger', 'verstellbar'], sizes: 'oneSize', price: [19, 119], palette: 'metal', silhouette: 'necklace', attributes: { material: JEWEL, measures: ['Länge 17 cm', 'Länge 19 cm', 'Länge 21 cm'] } },
  ],
};

export const watches: Branch = {
  slug: 'uhren',
  name: 'Uhren',
  leaves: [
    { slug: 'damenuhren', name: 'Damenuhren', nouns: ['Armbanduhr', 'Quarzuhr', 'Chronograph'], features: ['mit Milanaise-Armband', 'mit Lederarmband', 'mit Zirkonia'], sizes: 'oneSize', price: [49, 299], palette: 'metal', silhouette: 'watch', attributes: { material: ['Edelstahl', 'Edelstahl, Leder'], measures: ['Gehäuse 32 mm', 'Gehäuse 36 mm'], ekGuarantee: ['2 Jahre Garantie'] } },
    { slug: 'herrenuhren', name: 'Herrenuhren', nouns: ['Armbanduhr', 'Automatikuhr', 'Chronograph'], features: ['mit Lederarmband', 'mit Saphirglas', 'wasserdicht bis 10 bar'], sizes: 'oneSize', price: [79, 449], palette: 'metal', silhouette: 'watch', attributes: { material: ['Edelstahl', 'Edelstahl, Leder', 'Titan'], measures: ['Gehäuse 40 mm', 'Gehäuse 42 mm'], ekGuarantee: ['2 Jahre Garantie'] } },
  ],
};

export const homeIdeas: Branch = {
  slug: 'wohnideen',
  name: 'Wohnideen',
  contentTitle: true,
  leaves: [
    { slug: 'dekoration', name: 'Dekoration', nouns: ['Vase', 'Kerzenhalter', 'Bilderrahmen', 'Windlicht', 'Dekoschale'], features: ['aus Keramik', 'aus Glas', 'im Boho-Stil', '3er-Set'], sizes: 'oneSize', price: [9, 79], palette: 'home', silhouette: 'vase', attributes: { material: ['Keramik', 'Glas', 'Metall', 'Steingut'], measures: ['H 20 cm', 'H 30 cm', 'H 40 cm'], shape: ['rund', 'oval', 'eckig'] } },
    { slug: 'aufbewahrung', name: 'Aufbewahrung', nouns: ['Aufbewahrungskorb', 'Aufbewahrungsbox', 'Wäschekorb'], features: ['aus Seegras', 'mit Deckel', 'faltbar', '2er-Set'], sizes: 'oneSize', price: [12, 69], palette: 'home', silhouette: 'basket', attributes: { material: ['Seegras', 'Baumwolle', 'Rattan', 'Filz'], measuresInner: ['B 30 x T 30 x H 30 cm', 'B 40 x T 30 x H 25 cm'], measuresInnerCompartment: ['1 Fach', '2 Fächer'] } },
  ],
};

/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ key: "assembly" | "botanicalName" | "clothingLength" | "collar" | "countryOfOrigin" | "coverMaterial" | "ekDenier" | "ekDetailBath" | "ekFastener" | "ekForm" | "ekGuarantee" | "ekHem" | "ekInsole" | "ekLining" | "ekMaterialFunction" | "ekOutsole" | "ekPockets" | "ekSocket" | "ekStretch" | "energyEfficiencyClass" | "fabric" | "filling" | "fillingWeight" | "firmness" | "fit" | "heatDegree" | "heelHeight" | "heelType" | "illuminant" | "inseam" | "legLength" | "lightColor" | "liningMaterial" | "luminousFlux" | "lyingZones" | "maintenanceNote" | "material" | "mattressThickness" | "mattressType" | "maxLoad" | "measures" | "measuresBathmat" | "measuresBedSize" | "measuresCableLength" | "measuresCountPillowcases" | "measuresDuvet" | "measuresDuvetcase" | "measuresInner" | "measuresInnerCompartment" | "measuresInnerDrawer" | "measuresMattressHeight" | "measuresMattressSize" | "measuresMaxDepth" | "measuresOuterDimension" | "measuresPillowcase" | "measuresShelf" | "measuresToiletCover" | "measuresToiletRug" | "neckline" | "packageSize" | "panelStyle" | "pattern" | "pileHeight" | "pillowBeddingtype" | "plateauHeight" | "scope" | "shaftHeight" | "shaftWidth" | "shape" | "sheetHeight" | "shelf" | "shoeWidth" | "sleeveLength" | "sleeveStyle" | "stone" | "straps" | "sustainability" | "trademark" | "transparency" | "typeBra" | "typeCarpet" | "underwire" | "upperMaterial" | "voltage" | "waistband" | "warmthClass" | "wattage" | "weeeNumber" | "weight" | "woodCountryOfOrigin" }} Productattribute1Inputs */

const de_ch2_productattribute1 = /** @type {(inputs: Productattribute1Inputs) => LocalizedString} */ (i) => {
	if (i?.key === "material") return /** @type {LocalizedString} */ (`Material`);
	if (i?.key === "fabric") return /** @type {LocalizedString} */ (`Stoffart`);
	if (i?.key === "liningMaterial") return /** @type {LocalizedString} */ (`Futtermaterial`);
	if (i?.key === "upperMaterial") return /** @type {LocalizedString} */ (`Obermaterial`);
	if (i?.key === "coverMaterial") return /** @type {LocalizedString} */ (`Bezug`);
	if (i?.key === "filling") return /** @type {LocalizedString} */ (`Füllung`);
	if (i?.key === "fillingWeight") return /** @type {LocalizedString} */ (`Füllgewicht`);
	if (i?.key === "maintenanceNote") return /** @type {LocalizedString} */ (`Pflegehinweis`);
	if (i?.key === "sustainability") return /** @type {LocalizedString} */ (`Nachhaltigkeit`);
	if (i?.key === "trademark") return /** @type {LocalizedString} */ (`Marke`);
	if (i?.key === "botanicalName") return /** @type {LocalizedString} */ (`Botanischer Name`);
	if (i?.key === "woodCountryOfOrigin") return /** @type {LocalizedString} */ (`Herkunftsland des Holzes`);
	if (i?.key === "countryOfOrigin") return /** @type {LocalizedString} */ (`Herkunftsland`);
	if (i?.key === "measures") return /** @type {LocalizedString} */ (`Masse`);
	if (i?.key === "measuresBathmat") return /** @type {LocalizedString} */ (`Masse Badematte`);
	if (i?.key === "measuresBedSize") return /** @type {LocalizedString} */ (`Bettgrösse`);
	if (i?.key === "measuresCableLength") return /** @type {LocalizedString} */ (`Kabellänge`);
	if (i?.key === "measuresCountPillowcases") return /** @type {LocalizedString} */ (`Anzahl Kissenbezüge`);
	if (i?.key === "measuresDuvet") return /** @type {LocalizedString} */ (`Masse Bettdecke`);
	if (i?.key === "measuresDuvetcase") return /** @type {LocalizedString} */ (`Masse Bettbezug`);
	if (i?.key === "measuresInner") return /** @type {LocalizedString} */ (`Innenmasse`);
	if (i?.key === "measuresInnerCompartment") return /** @type {LocalizedString} */ (`Innenfächer`);
	if (i?.key === "measuresInnerDrawer") return /** @type {LocalizedString} */ (`Innenmasse Schublade`);
	if (i?.key === "measuresMattressHeight") return /** @type {LocalizedString} */ (`Matratzenhöhe`);
	if (i?.key === "measuresMattressSize") return /** @type {LocalizedString} */ (`Matratzengrösse`);
	if (i?.key === "measuresMaxDepth") return /** @type {LocalizedString} */ (`Maximale Tiefe`);
	if (i?.key === "measuresOuterDimension") return /** @type {LocalizedString} */ (`Aussenmasse`);
	if (i?.key === "measuresPillowcase") return /** @type {LocalizedString} */ (`Masse Kissenbezug`);
	if (i?.key === "measuresShelf") return /** @type {LocalizedString} */ (`Masse Ablage`);
	if (i?.key === "measuresToiletCover") return /** @type {LocalizedString} */ (`Masse Deckelbezug`);
	if (i?.key === "measuresToiletRug") return /** @type {LocalizedString} */ (`Masse WC-Vorleger`);
	if (i?.key === "weight") return /** @type {LocalizedString} */ (`Gewicht`);
	if (i?.key === "maxLoad") return /** @type {LocalizedString} */ (`Belastbarkeit`);
	if (i?.key === "neckline") return /** @type {LocalizedString} */ (`Ausschnitt`);
	if (i?.key === "collar") return /** @type {LocalizedString} */ (`Kragen`);
	if (i?.key === "sleeveStyle") return /** @type {LocalizedString} */ (`Ärmel`);
	if (i?.key === "sleeveLength") return /** @type {LocalizedString} */ (`Ärmellänge`);
	if (i?.key === "clothingLength") return /** @type {LocalizedString} */ (`Länge`);
	if (i?.key === "legLength") return /** @type {LocalizedString} */ (`Beinlänge`);
	if (i?.key === "inseam") return /** @type {LocalizedString} */ (`Innenbeinlänge`);
	if (i?.key === "fit") return /** @type {LocalizedString} */ (`Passform`);
	if (i?.key === "pattern") return /** @type {LocalizedString} */ (`Muster`);
	if (i?.key === "waistband") return /** @type {LocalizedString} */ (`Bund`);
	if (i?.key === "straps") return /** @type {LocalizedString} */ (`Träger`);
	if (i?.key === "transparency") return /** @type {LocalizedString} */ (`Transparenz`);
	if (i?.key === "typeBra") return /** @type {LocalizedString} */ (`BH-Art`);
	if (i?.key === "underwire") return /** @type {LocalizedString} */ (`Bügel`);
	if (i?.key === "heatDegree") return /** @type {LocalizedString} */ (`Wärmegrad`);
	if (i?.key === "ekDenier") return /** @type {LocalizedString} */ (`Fadenstärke`);
	if (i?.key === "ekFastener") return /** @type {LocalizedString} */ (`Verschluss`);
	if (i?.key === "ekForm") return /** @type {LocalizedString} */ (`Schnitt`);
	if (i?.key === "ekHem") return /** @type {LocalizedString} */ (`Saum`);
	if (i?.key === "ekLining") return /** @type {LocalizedString} */ (`Futter`);
	if (i?.key === "ekMaterialFunction") return /** @type {LocalizedString} */ (`Materialeigenschaft`);
	if (i?.key === "ekPockets") return /** @type {LocalizedString} */ (`Taschen`);
	if (i?.key === "ekStretch") return /** @type {LocalizedString} */ (`Dehnbarkeit`);
	if (i?.key === "shoeWidth") return /** @type {LocalizedString} */ (`Schuhweite`);
	if (i?.key === "plateauHeight") return /** @type {LocalizedString} */ (`Plateauhöhe`);
	if (i?.key === "heelHeight") return /** @type {LocalizedString} */ (`Absatzhöhe`);
	if (i?.key === "heelType") return /** @type {LocalizedString} */ (`Absatzform`);
	if (i?.key === "shaftHeight") return /** @type {LocalizedString} */ (`Schafthöhe`);
	if (i?.key === "shaftWidth") return /** @type {LocalizedString} */ (`Schaftweite`);
	if (i?.key === "ekInsole") return /** @type {LocalizedString} */ (`Innensohle`);
	if (i?.key === "ekOutsole") return /** @type {LocalizedString} */ (`Laufsohle`);
	if (i?.key === "stone") return /** @type {LocalizedString} */ (`Stein`);
	if (i?.key === "shape") return /** @type {LocalizedString} */ (`Form`);
	if (i?.key === "scope") return /** @type {LocalizedString} */ (`Lieferumfang`);
	if (i?.key === "packageSize") return /** @type {LocalizedString} */ (`Packungsgrösse`);
	if (i?.key === "panelStyle") return /** @type {LocalizedString} */ (`Aufhängung`);
	if (i?.key === "pileHeight") return /** @type {LocalizedString} */ (`Florhöhe`);
	if (i?.key === "typeCarpet") return /** @type {LocalizedString} */ (`Teppichart`);
	if (i?.key === "pillowBeddingtype") return /** @type {LocalizedString} */ (`Deckenart`);
	if (i?.key === "warmthClass") return /** @type {LocalizedString} */ (`Wärmeklasse`);
	if (i?.key === "sheetHeight") return /** @type {LocalizedString} */ (`Steghöhe`);
	if (i?.key === "shelf") return /** @type {LocalizedString} */ (`Einlegeböden`);
	if (i?.key === "mattressThickness") return /** @type {LocalizedString} */ (`Matratzenstärke`);
	if (i?.key === "mattressType") return /** @type {LocalizedString} */ (`Matratzenart`);
	if (i?.key === "firmness") return /** @type {LocalizedString} */ (`Härtegrad`);
	if (i?.key === "lyingZones") return /** @type {LocalizedString} */ (`Liegezonen`);
	if (i?.key === "assembly") return /** @type {LocalizedString} */ (`Montage`);
	if (i?.key === "ekDetailBath") return /** @type {LocalizedString} */ (`Besonderheiten`);
	if (i?.key === "ekGuarantee") return /** @type {LocalizedString} */ (`Garantie`);
	if (i?.key === "energyEfficiencyClass") return /** @type {LocalizedString} */ (`Energieeffizienzklasse`);
	if (i?.key === "weeeNumber") return /** @type {LocalizedString} */ (`WEEE-Reg.-Nr.`);
	if (i?.key === "ekSocket") return /** @type {LocalizedString} */ (`Fassung`);
	if (i?.key === "illuminant") return /** @type {LocalizedString} */ (`Leuchtmittel`);
	if (i?.key === "lightColor") return /** @type {LocalizedString} */ (`Lichtfarbe`);
	if (i?.key === "luminousFlux") return /** @type {LocalizedString} */ (`Lichtstrom`);
	if (i?.key === "wattage") return /** @type {LocalizedString} */ (`Leistung`);
	if (i?.key === "voltage") return /** @type {LocalizedString} */ (`Spannung`);
	return /** @type {LocalizedString} */ ("productAttribute");
};

/**

* @param {Productattribute1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productattribute1 = de_ch2_productattribute1;
export { productattribute1 as "productAttribute" }
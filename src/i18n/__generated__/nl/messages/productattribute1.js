/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ key: "assembly" | "botanicalName" | "clothingLength" | "collar" | "countryOfOrigin" | "coverMaterial" | "ekDenier" | "ekDetailBath" | "ekFastener" | "ekForm" | "ekGuarantee" | "ekHem" | "ekInsole" | "ekLining" | "ekMaterialFunction" | "ekOutsole" | "ekPockets" | "ekSocket" | "ekStretch" | "energyEfficiencyClass" | "fabric" | "filling" | "fillingWeight" | "firmness" | "fit" | "heatDegree" | "heelHeight" | "heelType" | "illuminant" | "inseam" | "legLength" | "lightColor" | "liningMaterial" | "luminousFlux" | "lyingZones" | "maintenanceNote" | "material" | "mattressThickness" | "mattressType" | "maxLoad" | "measures" | "measuresBathmat" | "measuresBedSize" | "measuresCableLength" | "measuresCountPillowcases" | "measuresDuvet" | "measuresDuvetcase" | "measuresInner" | "measuresInnerCompartment" | "measuresInnerDrawer" | "measuresMattressHeight" | "measuresMattressSize" | "measuresMaxDepth" | "measuresOuterDimension" | "measuresPillowcase" | "measuresShelf" | "measuresToiletCover" | "measuresToiletRug" | "neckline" | "packageSize" | "panelStyle" | "pattern" | "pileHeight" | "pillowBeddingtype" | "plateauHeight" | "scope" | "shaftHeight" | "shaftWidth" | "shape" | "sheetHeight" | "shelf" | "shoeWidth" | "sleeveLength" | "sleeveStyle" | "stone" | "straps" | "sustainability" | "trademark" | "transparency" | "typeBra" | "typeCarpet" | "underwire" | "upperMaterial" | "voltage" | "waistband" | "warmthClass" | "wattage" | "weeeNumber" | "weight" | "woodCountryOfOrigin" }} Productattribute1Inputs */

const nl_productattribute1 = /** @type {(inputs: Productattribute1Inputs) => LocalizedString} */ (i) => {
	if (i?.key === "material") return /** @type {LocalizedString} */ (`Materiaal`);
	if (i?.key === "fabric") return /** @type {LocalizedString} */ (`Stofsoort`);
	if (i?.key === "liningMaterial") return /** @type {LocalizedString} */ (`Voeringmateriaal`);
	if (i?.key === "upperMaterial") return /** @type {LocalizedString} */ (`Bovenmateriaal`);
	if (i?.key === "coverMaterial") return /** @type {LocalizedString} */ (`Hoes`);
	if (i?.key === "filling") return /** @type {LocalizedString} */ (`Vulling`);
	if (i?.key === "fillingWeight") return /** @type {LocalizedString} */ (`Vulgewicht`);
	if (i?.key === "maintenanceNote") return /** @type {LocalizedString} */ (`Wasvoorschrift`);
	if (i?.key === "sustainability") return /** @type {LocalizedString} */ (`Duurzaamheid`);
	if (i?.key === "trademark") return /** @type {LocalizedString} */ (`Merk`);
	if (i?.key === "botanicalName") return /** @type {LocalizedString} */ (`Botanische naam`);
	if (i?.key === "woodCountryOfOrigin") return /** @type {LocalizedString} */ (`Land van herkomst hout`);
	if (i?.key === "countryOfOrigin") return /** @type {LocalizedString} */ (`Land van herkomst`);
	if (i?.key === "measures") return /** @type {LocalizedString} */ (`Afmetingen`);
	if (i?.key === "measuresBathmat") return /** @type {LocalizedString} */ (`Afmetingen badmat`);
	if (i?.key === "measuresBedSize") return /** @type {LocalizedString} */ (`Bedmaat`);
	if (i?.key === "measuresCableLength") return /** @type {LocalizedString} */ (`Kabellengte`);
	if (i?.key === "measuresCountPillowcases") return /** @type {LocalizedString} */ (`Aantal kussenslopen`);
	if (i?.key === "measuresDuvet") return /** @type {LocalizedString} */ (`Afmetingen dekbed`);
	if (i?.key === "measuresDuvetcase") return /** @type {LocalizedString} */ (`Afmetingen dekbedovertrek`);
	if (i?.key === "measuresInner") return /** @type {LocalizedString} */ (`Binnenafmetingen`);
	if (i?.key === "measuresInnerCompartment") return /** @type {LocalizedString} */ (`Binnenvakken`);
	if (i?.key === "measuresInnerDrawer") return /** @type {LocalizedString} */ (`Binnenafmetingen lade`);
	if (i?.key === "measuresMattressHeight") return /** @type {LocalizedString} */ (`Matrashoogte`);
	if (i?.key === "measuresMattressSize") return /** @type {LocalizedString} */ (`Matrasmaat`);
	if (i?.key === "measuresMaxDepth") return /** @type {LocalizedString} */ (`Maximale diepte`);
	if (i?.key === "measuresOuterDimension") return /** @type {LocalizedString} */ (`Buitenafmetingen`);
	if (i?.key === "measuresPillowcase") return /** @type {LocalizedString} */ (`Afmetingen kussensloop`);
	if (i?.key === "measuresShelf") return /** @type {LocalizedString} */ (`Afmetingen aflegvlak`);
	if (i?.key === "measuresToiletCover") return /** @type {LocalizedString} */ (`Afmetingen dekselhoes`);
	if (i?.key === "measuresToiletRug") return /** @type {LocalizedString} */ (`Afmetingen toiletmat`);
	if (i?.key === "weight") return /** @type {LocalizedString} */ (`Gewicht`);
	if (i?.key === "maxLoad") return /** @type {LocalizedString} */ (`Maximale belasting`);
	if (i?.key === "neckline") return /** @type {LocalizedString} */ (`Halslijn`);
	if (i?.key === "collar") return /** @type {LocalizedString} */ (`Kraag`);
	if (i?.key === "sleeveStyle") return /** @type {LocalizedString} */ (`Mouwen`);
	if (i?.key === "sleeveLength") return /** @type {LocalizedString} */ (`Mouwlengte`);
	if (i?.key === "clothingLength") return /** @type {LocalizedString} */ (`Lengte`);
	if (i?.key === "legLength") return /** @type {LocalizedString} */ (`Pijplengte`);
	if (i?.key === "inseam") return /** @type {LocalizedString} */ (`Binnenbeenlengte`);
	if (i?.key === "fit") return /** @type {LocalizedString} */ (`Pasvorm`);
	if (i?.key === "pattern") return /** @type {LocalizedString} */ (`Dessin`);
	if (i?.key === "waistband") return /** @type {LocalizedString} */ (`Tailleband`);
	if (i?.key === "straps") return /** @type {LocalizedString} */ (`Bandjes`);
	if (i?.key === "transparency") return /** @type {LocalizedString} */ (`Transparantie`);
	if (i?.key === "typeBra") return /** @type {LocalizedString} */ (`Type bh`);
	if (i?.key === "underwire") return /** @type {LocalizedString} */ (`Beugel`);
	if (i?.key === "heatDegree") return /** @type {LocalizedString} */ (`Warmtegraad`);
	if (i?.key === "ekDenier") return /** @type {LocalizedString} */ (`Denier`);
	if (i?.key === "ekFastener") return /** @type {LocalizedString} */ (`Sluiting`);
	if (i?.key === "ekForm") return /** @type {LocalizedString} */ (`Model`);
	if (i?.key === "ekHem") return /** @type {LocalizedString} */ (`Zoom`);
	if (i?.key === "ekLining") return /** @type {LocalizedString} */ (`Voering`);
	if (i?.key === "ekMaterialFunction") return /** @type {LocalizedString} */ (`Materiaaleigenschap`);
	if (i?.key === "ekPockets") return /** @type {LocalizedString} */ (`Zakken`);
	if (i?.key === "ekStretch") return /** @type {LocalizedString} */ (`Rekbaarheid`);
	if (i?.key === "shoeWidth") return /** @type {LocalizedString} */ (`Schoenwijdte`);
	if (i?.key === "plateauHeight") return /** @type {LocalizedString} */ (`Plateauhoogte`);
	if (i?.key === "heelHeight") return /** @type {LocalizedString} */ (`Hakhoogte`);
	if (i?.key === "heelType") return /** @type {LocalizedString} */ (`Hakvorm`);
	if (i?.key === "shaftHeight") return /** @type {LocalizedString} */ (`Schachthoogte`);
	if (i?.key === "shaftWidth") return /** @type {LocalizedString} */ (`Schachtwijdte`);
	if (i?.key === "ekInsole") return /** @type {LocalizedString} */ (`Binnenzool`);
	if (i?.key === "ekOutsole") return /** @type {LocalizedString} */ (`Loopzool`);
	if (i?.key === "stone") return /** @type {LocalizedString} */ (`Steen`);
	if (i?.key === "shape") return /** @type {LocalizedString} */ (`Vorm`);
	if (i?.key === "scope") return /** @type {LocalizedString} */ (`Leveringsomvang`);
	if (i?.key === "packageSize") return /** @type {LocalizedString} */ (`Verpakkingsgrootte`);
	if (i?.key === "panelStyle") return /** @type {LocalizedString} */ (`Ophangsysteem`);
	if (i?.key === "pileHeight") return /** @type {LocalizedString} */ (`Poolhoogte`);
	if (i?.key === "typeCarpet") return /** @type {LocalizedString} */ (`Type vloerkleed`);
	if (i?.key === "pillowBeddingtype") return /** @type {LocalizedString} */ (`Type dekbed`);
	if (i?.key === "warmthClass") return /** @type {LocalizedString} */ (`Warmteklasse`);
	if (i?.key === "sheetHeight") return /** @type {LocalizedString} */ (`Hoekhoogte`);
	if (i?.key === "shelf") return /** @type {LocalizedString} */ (`Legplanken`);
	if (i?.key === "mattressThickness") return /** @type {LocalizedString} */ (`Matrasdikte`);
	if (i?.key === "mattressType") return /** @type {LocalizedString} */ (`Type matras`);
	if (i?.key === "firmness") return /** @type {LocalizedString} */ (`Hardheid`);
	if (i?.key === "lyingZones") return /** @type {LocalizedString} */ (`Ligzones`);
	if (i?.key === "assembly") return /** @type {LocalizedString} */ (`Montage`);
	if (i?.key === "ekDetailBath") return /** @type {LocalizedString} */ (`Bijzonderheden`);
	if (i?.key === "ekGuarantee") return /** @type {LocalizedString} */ (`Garantie`);
	if (i?.key === "energyEfficiencyClass") return /** @type {LocalizedString} */ (`Energie-efficiëntieklasse`);
	if (i?.key === "weeeNumber") return /** @type {LocalizedString} */ (`WEEE-registratienr.`);
	if (i?.key === "ekSocket") return /** @type {LocalizedString} */ (`Fitting`);
	if (i?.key === "illuminant") return /** @type {LocalizedString} */ (`Lichtbron`);
	if (i?.key === "lightColor") return /** @type {LocalizedString} */ (`Lichtkleur`);
	if (i?.key === "luminousFlux") return /** @type {LocalizedString} */ (`Lichtstroom`);
	if (i?.key === "wattage") return /** @type {LocalizedString} */ (`Vermogen`);
	if (i?.key === "voltage") return /** @type {LocalizedString} */ (`Spanning`);
	return /** @type {LocalizedString} */ ("productAttribute");
};

/**

* @param {Productattribute1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productattribute1 = nl_productattribute1;
export { productattribute1 as "productAttribute" }
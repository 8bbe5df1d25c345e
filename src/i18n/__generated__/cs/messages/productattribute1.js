/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ key: "assembly" | "botanicalName" | "clothingLength" | "collar" | "countryOfOrigin" | "coverMaterial" | "ekDenier" | "ekDetailBath" | "ekFastener" | "ekForm" | "ekGuarantee" | "ekHem" | "ekInsole" | "ekLining" | "ekMaterialFunction" | "ekOutsole" | "ekPockets" | "ekSocket" | "ekStretch" | "energyEfficiencyClass" | "fabric" | "filling" | "fillingWeight" | "firmness" | "fit" | "heatDegree" | "heelHeight" | "heelType" | "illuminant" | "inseam" | "legLength" | "lightColor" | "liningMaterial" | "luminousFlux" | "lyingZones" | "maintenanceNote" | "material" | "mattressThickness" | "mattressType" | "maxLoad" | "measures" | "measuresBathmat" | "measuresBedSize" | "measuresCableLength" | "measuresCountPillowcases" | "measuresDuvet" | "measuresDuvetcase" | "measuresInner" | "measuresInnerCompartment" | "measuresInnerDrawer" | "measuresMattressHeight" | "measuresMattressSize" | "measuresMaxDepth" | "measuresOuterDimension" | "measuresPillowcase" | "measuresShelf" | "measuresToiletCover" | "measuresToiletRug" | "neckline" | "packageSize" | "panelStyle" | "pattern" | "pileHeight" | "pillowBeddingtype" | "plateauHeight" | "scope" | "shaftHeight" | "shaftWidth" | "shape" | "sheetHeight" | "shelf" | "shoeWidth" | "sleeveLength" | "sleeveStyle" | "stone" | "straps" | "sustainability" | "trademark" | "transparency" | "typeBra" | "typeCarpet" | "underwire" | "upperMaterial" | "voltage" | "waistband" | "warmthClass" | "wattage" | "weeeNumber" | "weight" | "woodCountryOfOrigin" }} Productattribute1Inputs */

const cs_productattribute1 = /** @type {(inputs: Productattribute1Inputs) => LocalizedString} */ (i) => {
	if (i?.key === "material") return /** @type {LocalizedString} */ (`Materiál`);
	if (i?.key === "fabric") return /** @type {LocalizedString} */ (`Druh látky`);
	if (i?.key === "liningMaterial") return /** @type {LocalizedString} */ (`Materiál podšívky`);
	if (i?.key === "upperMaterial") return /** @type {LocalizedString} */ (`Svrchní materiál`);
	if (i?.key === "coverMaterial") return /** @type {LocalizedString} */ (`Potah`);
	if (i?.key === "filling") return /** @type {LocalizedString} */ (`Výplň`);
	if (i?.key === "fillingWeight") return /** @type {LocalizedString} */ (`Hmotnost výplně`);
	if (i?.key === "maintenanceNote") return /** @type {LocalizedString} */ (`Návod k údržbě`);
	if (i?.key === "sustainability") return /** @type {LocalizedString} */ (`Udržitelnost`);
	if (i?.key === "trademark") return /** @type {LocalizedString} */ (`Značka`);
	if (i?.key === "botanicalName") return /** @type {LocalizedString} */ (`Botanický název`);
	if (i?.key === "woodCountryOfOrigin") return /** @type {LocalizedString} */ (`Země původu dřeva`);
	if (i?.key === "countryOfOrigin") return /** @type {LocalizedString} */ (`Země původu`);
	if (i?.key === "measures") return /** @type {LocalizedString} */ (`Rozměry`);
	if (i?.key === "measuresBathmat") return /** @type {LocalizedString} */ (`Rozměry koupelnové předložky`);
	if (i?.key === "measuresBedSize") return /** @type {LocalizedString} */ (`Velikost postele`);
	if (i?.key === "measuresCableLength") return /** @type {LocalizedString} */ (`Délka kabelu`);
	if (i?.key === "measuresCountPillowcases") return /** @type {LocalizedString} */ (`Počet povlaků na polštář`);
	if (i?.key === "measuresDuvet") return /** @type {LocalizedString} */ (`Rozměry přikrývky`);
	if (i?.key === "measuresDuvetcase") return /** @type {LocalizedString} */ (`Rozměry povlaku na přikrývku`);
	if (i?.key === "measuresInner") return /** @type {LocalizedString} */ (`Vnitřní rozměry`);
	if (i?.key === "measuresInnerCompartment") return /** @type {LocalizedString} */ (`Vnitřní přihrádky`);
	if (i?.key === "measuresInnerDrawer") return /** @type {LocalizedString} */ (`Vnitřní rozměry zásuvky`);
	if (i?.key === "measuresMattressHeight") return /** @type {LocalizedString} */ (`Výška matrace`);
	if (i?.key === "measuresMattressSize") return /** @type {LocalizedString} */ (`Velikost matrace`);
	if (i?.key === "measuresMaxDepth") return /** @type {LocalizedString} */ (`Maximální hloubka`);
	if (i?.key === "measuresOuterDimension") return /** @type {LocalizedString} */ (`Vnější rozměry`);
	if (i?.key === "measuresPillowcase") return /** @type {LocalizedString} */ (`Rozměry povlaku na polštář`);
	if (i?.key === "measuresShelf") return /** @type {LocalizedString} */ (`Rozměry odkládací plochy`);
	if (i?.key === "measuresToiletCover") return /** @type {LocalizedString} */ (`Rozměry potahu na víko`);
	if (i?.key === "measuresToiletRug") return /** @type {LocalizedString} */ (`Rozměry předložky k WC`);
	if (i?.key === "weight") return /** @type {LocalizedString} */ (`Hmotnost`);
	if (i?.key === "maxLoad") return /** @type {LocalizedString} */ (`Nosnost`);
	if (i?.key === "neckline") return /** @type {LocalizedString} */ (`Výstřih`);
	if (i?.key === "collar") return /** @type {LocalizedString} */ (`Límec`);
	if (i?.key === "sleeveStyle") return /** @type {LocalizedString} */ (`Rukávy`);
	if (i?.key === "sleeveLength") return /** @type {LocalizedString} */ (`Délka rukávu`);
	if (i?.key === "clothingLength") return /** @type {LocalizedString} */ (`Délka`);
	if (i?.key === "legLength") return /** @type {LocalizedString} */ (`Délka nohavic`);
	if (i?.key === "inseam") return /** @type {LocalizedString} */ (`Vnitřní délka nohavic`);
	if (i?.key === "fit") return /** @type {LocalizedString} */ (`Padnutí`);
	if (i?.key === "pattern") return /** @type {LocalizedString} */ (`Vzor`);
	if (i?.key === "waistband") return /** @type {LocalizedString} */ (`Pas`);
	if (i?.key === "straps") return /** @type {LocalizedString} */ (`Ramínka`);
	if (i?.key === "transparency") return /** @type {LocalizedString} */ (`Průhlednost`);
	if (i?.key === "typeBra") return /** @type {LocalizedString} */ (`Typ podprsenky`);
	if (i?.key === "underwire") return /** @type {LocalizedString} */ (`Kostice`);
	if (i?.key === "heatDegree") return /** @type {LocalizedString} */ (`Stupeň hřejivosti`);
	if (i?.key === "ekDenier") return /** @type {LocalizedString} */ (`Síla vlákna`);
	if (i?.key === "ekFastener") return /** @type {LocalizedString} */ (`Zapínání`);
	if (i?.key === "ekForm") return /** @type {LocalizedString} */ (`Střih`);
	if (i?.key === "ekHem") return /** @type {LocalizedString} */ (`Lem`);
	if (i?.key === "ekLining") return /** @type {LocalizedString} */ (`Podšívka`);
	if (i?.key === "ekMaterialFunction") return /** @type {LocalizedString} */ (`Vlastnost materiálu`);
	if (i?.key === "ekPockets") return /** @type {LocalizedString} */ (`Kapsy`);
	if (i?.key === "ekStretch") return /** @type {LocalizedString} */ (`Pružnost`);
	if (i?.key === "shoeWidth") return /** @type {LocalizedString} */ (`Šířka obuvi`);
	if (i?.key === "plateauHeight") return /** @type {LocalizedString} */ (`Výška platformy`);
	if (i?.key === "heelHeight") return /** @type {LocalizedString} */ (`Výška podpatku`);
	if (i?.key === "heelType") return /** @type {LocalizedString} */ (`Typ podpatku`);
	if (i?.key === "shaftHeight") return /** @type {LocalizedString} */ (`Výška holenní části`);
	if (i?.key === "shaftWidth") return /** @type {LocalizedString} */ (`Šířka holenní části`);
	if (i?.key === "ekInsole") return /** @type {LocalizedString} */ (`Stélka`);
	if (i?.key === "ekOutsole") return /** @type {LocalizedString} */ (`Podrážka`);
	if (i?.key === "stone") return /** @type {LocalizedString} */ (`Kámen`);
	if (i?.key === "shape") return /** @type {LocalizedString} */ (`Tvar`);
	if (i?.key === "scope") return /** @type {LocalizedString} */ (`Obsah balení`);
	if (i?.key === "packageSize") return /** @type {LocalizedString} */ (`Velikost balení`);
	if (i?.key === "panelStyle") return /** @type {LocalizedString} */ (`Způsob zavěšení`);
	if (i?.key === "pileHeight") return /** @type {LocalizedString} */ (`Výška vlasu`);
	if (i?.key === "typeCarpet") return /** @type {LocalizedString} */ (`Typ koberce`);
	if (i?.key === "pillowBeddingtype") return /** @type {LocalizedString} */ (`Typ přikrývky`);
	if (i?.key === "warmthClass") return /** @type {LocalizedString} */ (`Třída hřejivosti`);
	if (i?.key === "sheetHeight") return /** @type {LocalizedString} */ (`Výška boků`);
	if (i?.key === "shelf") return /** @type {LocalizedString} */ (`Police`);
	if (i?.key === "mattressThickness") return /** @type {LocalizedString} */ (`Tloušťka matrace`);
	if (i?.key === "mattressType") return /** @type {LocalizedString} */ (`Typ matrace`);
	if (i?.key === "firmness") return /** @type {LocalizedString} */ (`Tuhost`);
	if (i?.key === "lyingZones") return /** @type {LocalizedString} */ (`Počet zón`);
	if (i?.key === "assembly") return /** @type {LocalizedString} */ (`Montáž`);
	if (i?.key === "ekDetailBath") return /** @type {LocalizedString} */ (`Zvláštní vlastnosti`);
	if (i?.key === "ekGuarantee") return /** @type {LocalizedString} */ (`Záruka`);
	if (i?.key === "energyEfficiencyClass") return /** @type {LocalizedString} */ (`Třída energetické účinnosti`);
	if (i?.key === "weeeNumber") return /** @type {LocalizedString} */ (`Reg. č. WEEE`);
	if (i?.key === "ekSocket") return /** @type {LocalizedString} */ (`Patice`);
	if (i?.key === "illuminant") return /** @type {LocalizedString} */ (`Světelný zdroj`);
	if (i?.key === "lightColor") return /** @type {LocalizedString} */ (`Barva světla`);
	if (i?.key === "luminousFlux") return /** @type {LocalizedString} */ (`Světelný tok`);
	if (i?.key === "wattage") return /** @type {LocalizedString} */ (`Výkon`);
	if (i?.key === "voltage") return /** @type {LocalizedString} */ (`Napětí`);
	return /** @type {LocalizedString} */ ("productAttribute");
};

/**

* @param {Productattribute1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productattribute1 = cs_productattribute1;
export { productattribute1 as "productAttribute" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ key: "assembly" | "botanicalName" | "clothingLength" | "collar" | "countryOfOrigin" | "coverMaterial" | "ekDenier" | "ekDetailBath" | "ekFastener" | "ekForm" | "ekGuarantee" | "ekHem" | "ekInsole" | "ekLining" | "ekMaterialFunction" | "ekOutsole" | "ekPockets" | "ekSocket" | "ekStretch" | "energyEfficiencyClass" | "fabric" | "filling" | "fillingWeight" | "firmness" | "fit" | "heatDegree" | "heelHeight" | "heelType" | "illuminant" | "inseam" | "legLength" | "lightColor" | "liningMaterial" | "luminousFlux" | "lyingZones" | "maintenanceNote" | "material" | "mattressThickness" | "mattressType" | "maxLoad" | "measures" | "measuresBathmat" | "measuresBedSize" | "measuresCableLength" | "measuresCountPillowcases" | "measuresDuvet" | "measuresDuvetcase" | "measuresInner" | "measuresInnerCompartment" | "measuresInnerDrawer" | "measuresMattressHeight" | "measuresMattressSize" | "measuresMaxDepth" | "measuresOuterDimension" | "measuresPillowcase" | "measuresShelf" | "measuresToiletCover" | "measuresToiletRug" | "neckline" | "packageSize" | "panelStyle" | "pattern" | "pileHeight" | "pillowBeddingtype" | "plateauHeight" | "scope" | "shaftHeight" | "shaftWidth" | "shape" | "sheetHeight" | "shelf" | "shoeWidth" | "sleeveLength" | "sleeveStyle" | "stone" | "straps" | "sustainability" | "trademark" | "transparency" | "typeBra" | "typeCarpet" | "underwire" | "upperMaterial" | "voltage" | "waistband" | "warmthClass" | "wattage" | "weeeNumber" | "weight" | "woodCountryOfOrigin" }} Productattribute1Inputs */

const sk_productattribute1 = /** @type {(inputs: Productattribute1Inputs) => LocalizedString} */ (i) => {
	if (i?.key === "material") return /** @type {LocalizedString} */ (`Materiál`);
	if (i?.key === "fabric") return /** @type {LocalizedString} */ (`Druh látky`);
	if (i?.key === "liningMaterial") return /** @type {LocalizedString} */ (`Materiál podšívky`);
	if (i?.key === "upperMaterial") return /** @type {LocalizedString} */ (`Vrchný materiál`);
	if (i?.key === "coverMaterial") return /** @type {LocalizedString} */ (`Poťah`);
	if (i?.key === "filling") return /** @type {LocalizedString} */ (`Výplň`);
	if (i?.key === "fillingWeight") return /** @type {LocalizedString} */ (`Hmotnosť výplne`);
	if (i?.key === "maintenanceNote") return /** @type {LocalizedString} */ (`Návod na údržbu`);
	if (i?.key === "sustainability") return /** @type {LocalizedString} */ (`Udržateľnosť`);
	if (i?.key === "trademark") return /** @type {LocalizedString} */ (`Značka`);
	if (i?.key === "botanicalName") return /** @type {LocalizedString} */ (`Botanický názov`);
	if (i?.key === "woodCountryOfOrigin") return /** @type {LocalizedString} */ (`Krajina pôvodu dreva`);
	if (i?.key === "countryOfOrigin") return /** @type {LocalizedString} */ (`Krajina pôvodu`);
	if (i?.key === "measures") return /** @type {LocalizedString} */ (`Rozmery`);
	if (i?.key === "measuresBathmat") return /** @type {LocalizedString} */ (`Rozmery kúpeľňovej predložky`);
	if (i?.key === "measuresBedSize") return /** @type {LocalizedString} */ (`Veľkosť postele`);
	if (i?.key === "measuresCableLength") return /** @type {LocalizedString} */ (`Dĺžka kábla`);
	if (i?.key === "measuresCountPillowcases") return /** @type {LocalizedString} */ (`Počet obliečok na vankúš`);
	if (i?.key === "measuresDuvet") return /** @type {LocalizedString} */ (`Rozmery prikrývky`);
	if (i?.key === "measuresDuvetcase") return /** @type {LocalizedString} */ (`Rozmery obliečky na prikrývku`);
	if (i?.key === "measuresInner") return /** @type {LocalizedString} */ (`Vnútorné rozmery`);
	if (i?.key === "measuresInnerCompartment") return /** @type {LocalizedString} */ (`Vnútorné priehradky`);
	if (i?.key === "measuresInnerDrawer") return /** @type {LocalizedString} */ (`Vnútorné rozmery zásuvky`);
	if (i?.key === "measuresMattressHeight") return /** @type {LocalizedString} */ (`Výška matraca`);
	if (i?.key === "measuresMattressSize") return /** @type {LocalizedString} */ (`Veľkosť matraca`);
	if (i?.key === "measuresMaxDepth") return /** @type {LocalizedString} */ (`Maximálna hĺbka`);
	if (i?.key === "measuresOuterDimension") return /** @type {LocalizedString} */ (`Vonkajšie rozmery`);
	if (i?.key === "measuresPillowcase") return /** @type {LocalizedString} */ (`Rozmery obliečky na vankúš`);
	if (i?.key === "measuresShelf") return /** @type {LocalizedString} */ (`Rozmery odkladacej plochy`);
	if (i?.key === "measuresToiletCover") return /** @type {LocalizedString} */ (`Rozmery poťahu na veko`);
	if (i?.key === "measuresToiletRug") return /** @type {LocalizedString} */ (`Rozmery predložky k WC`);
	if (i?.key === "weight") return /** @type {LocalizedString} */ (`Hmotnosť`);
	if (i?.key === "maxLoad") return /** @type {LocalizedString} */ (`Nosnosť`);
	if (i?.key === "neckline") return /** @type {LocalizedString} */ (`Výstrih`);
	if (i?.key === "collar") return /** @type {LocalizedString} */ (`Golier`);
	if (i?.key === "sleeveStyle") return /** @type {LocalizedString} */ (`Rukávy`);
	if (i?.key === "sleeveLength") return /** @type {LocalizedString} */ (`Dĺžka rukáva`);
	if (i?.key === "clothingLength") return /** @type {LocalizedString} */ (`Dĺžka`);
	if (i?.key === "legLength") return /** @type {LocalizedString} */ (`Dĺžka nohavíc`);
	if (i?.key === "inseam") return /** @type {LocalizedString} */ (`Vnútorná dĺžka nohavíc`);
	if (i?.key === "fit") return /** @type {LocalizedString} */ (`Padnutie`);
	if (i?.key === "pattern") return /** @type {LocalizedString} */ (`Vzor`);
	if (i?.key === "waistband") return /** @type {LocalizedString} */ (`Pás`);
	if (i?.key === "straps") return /** @type {LocalizedString} */ (`Ramienka`);
	if (i?.key === "transparency") return /** @type {LocalizedString} */ (`Priehľadnosť`);
	if (i?.key === "typeBra") return /** @type {LocalizedString} */ (`Typ podprsenky`);
	if (i?.key === "underwire") return /** @type {LocalizedString} */ (`Kostice`);
	if (i?.key === "heatDegree") return /** @type {LocalizedString} */ (`Stupeň hrejivosti`);
	if (i?.key === "ekDenier") return /** @type {LocalizedString} */ (`Hrúbka vlákna`);
	if (i?.key === "ekFastener") return /** @type {LocalizedString} */ (`Zapínanie`);
	if (i?.key === "ekForm") return /** @type {LocalizedString} */ (`Strih`);
	if (i?.key === "ekHem") return /** @type {LocalizedString} */ (`Lem`);
	if (i?.key === "ekLining") return /** @type {LocalizedString} */ (`Podšívka`);
	if (i?.key === "ekMaterialFunction") return /** @type {LocalizedString} */ (`Vlastnosť materiálu`);
	if (i?.key === "ekPockets") return /** @type {LocalizedString} */ (`Vrecká`);
	if (i?.key === "ekStretch") return /** @type {LocalizedString} */ (`Pružnosť`);
	if (i?.key === "shoeWidth") return /** @type {LocalizedString} */ (`Šírka obuvi`);
	if (i?.key === "plateauHeight") return /** @type {LocalizedString} */ (`Výška platformy`);
	if (i?.key === "heelHeight") return /** @type {LocalizedString} */ (`Výška podpätku`);
	if (i?.key === "heelType") return /** @type {LocalizedString} */ (`Typ podpätku`);
	if (i?.key === "shaftHeight") return /** @type {LocalizedString} */ (`Výška sáry`);
	if (i?.key === "shaftWidth") return /** @type {LocalizedString} */ (`Šírka sáry`);
	if (i?.key === "ekInsole") return /** @type {LocalizedString} */ (`Stielka`);
	if (i?.key === "ekOutsole") return /** @type {LocalizedString} */ (`Podrážka`);
	if (i?.key === "stone") return /** @type {LocalizedString} */ (`Kameň`);
	if (i?.key === "shape") return /** @type {LocalizedString} */ (`Tvar`);
	if (i?.key === "scope") return /** @type {LocalizedString} */ (`Obsah balenia`);
	if (i?.key === "packageSize") return /** @type {LocalizedString} */ (`Veľkosť balenia`);
	if (i?.key === "panelStyle") return /** @type {LocalizedString} */ (`Spôsob zavesenia`);
	if (i?.key === "pileHeight") return /** @type {LocalizedString} */ (`Výška vlasu`);
	if (i?.key === "typeCarpet") return /** @type {LocalizedString} */ (`Typ koberca`);
	if (i?.key === "pillowBeddingtype") return /** @type {LocalizedString} */ (`Typ prikrývky`);
	if (i?.key === "warmthClass") return /** @type {LocalizedString} */ (`Trieda hrejivosti`);
	if (i?.key === "sheetHeight") return /** @type {LocalizedString} */ (`Výška bokov`);
	if (i?.key === "shelf") return /** @type {LocalizedString} */ (`Police`);
	if (i?.key === "mattressThickness") return /** @type {LocalizedString} */ (`Hrúbka matraca`);
	if (i?.key === "mattressType") return /** @type {LocalizedString} */ (`Typ matraca`);
	if (i?.key === "firmness") return /** @type {LocalizedString} */ (`Tvrdosť`);
	if (i?.key === "lyingZones") return /** @type {LocalizedString} */ (`Počet zón`);
	if (i?.key === "assembly") return /** @type {LocalizedString} */ (`Montáž`);
	if (i?.key === "ekDetailBath") return /** @type {LocalizedString} */ (`Zvláštne vlastnosti`);
	if (i?.key === "ekGuarantee") return /** @type {LocalizedString} */ (`Záruka`);
	if (i?.key === "energyEfficiencyClass") return /** @type {LocalizedString} */ (`Trieda energetickej účinnosti`);
	if (i?.key === "weeeNumber") return /** @type {LocalizedString} */ (`Reg. č. WEEE`);
	if (i?.key === "ekSocket") return /** @type {LocalizedString} */ (`Pätica`);
	if (i?.key === "illuminant") return /** @type {LocalizedString} */ (`Svetelný zdroj`);
	if (i?.key === "lightColor") return /** @type {LocalizedString} */ (`Farba svetla`);
	if (i?.key === "luminousFlux") return /** @type {LocalizedString} */ (`Svetelný tok`);
	if (i?.key === "wattage") return /** @type {LocalizedString} */ (`Výkon`);
	if (i?.key === "voltage") return /** @type {LocalizedString} */ (`Napätie`);
	return /** @type {LocalizedString} */ ("productAttribute");
};

/**

* @param {Productattribute1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productattribute1 = sk_productattribute1;
export { productattribute1 as "productAttribute" }
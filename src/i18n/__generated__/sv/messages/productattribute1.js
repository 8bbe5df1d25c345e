/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ key: "assembly" | "botanicalName" | "clothingLength" | "collar" | "countryOfOrigin" | "coverMaterial" | "ekDenier" | "ekDetailBath" | "ekFastener" | "ekForm" | "ekGuarantee" | "ekHem" | "ekInsole" | "ekLining" | "ekMaterialFunction" | "ekOutsole" | "ekPockets" | "ekSocket" | "ekStretch" | "energyEfficiencyClass" | "fabric" | "filling" | "fillingWeight" | "firmness" | "fit" | "heatDegree" | "heelHeight" | "heelType" | "illuminant" | "inseam" | "legLength" | "lightColor" | "liningMaterial" | "luminousFlux" | "lyingZones" | "maintenanceNote" | "material" | "mattressThickness" | "mattressType" | "maxLoad" | "measures" | "measuresBathmat" | "measuresBedSize" | "measuresCableLength" | "measuresCountPillowcases" | "measuresDuvet" | "measuresDuvetcase" | "measuresInner" | "measuresInnerCompartment" | "measuresInnerDrawer" | "measuresMattressHeight" | "measuresMattressSize" | "measuresMaxDepth" | "measuresOuterDimension" | "measuresPillowcase" | "measuresShelf" | "measuresToiletCover" | "measuresToiletRug" | "neckline" | "packageSize" | "panelStyle" | "pattern" | "pileHeight" | "pillowBeddingtype" | "plateauHeight" | "scope" | "shaftHeight" | "shaftWidth" | "shape" | "sheetHeight" | "shelf" | "shoeWidth" | "sleeveLength" | "sleeveStyle" | "stone" | "straps" | "sustainability" | "trademark" | "transparency" | "typeBra" | "typeCarpet" | "underwire" | "upperMaterial" | "voltage" | "waistband" | "warmthClass" | "wattage" | "weeeNumber" | "weight" | "woodCountryOfOrigin" }} Productattribute1Inputs */

const sv_productattribute1 = /** @type {(inputs: Productattribute1Inputs) => LocalizedString} */ (i) => {
	if (i?.key === "material") return /** @type {LocalizedString} */ (`Material`);
	if (i?.key === "fabric") return /** @type {LocalizedString} */ (`Tygtyp`);
	if (i?.key === "liningMaterial") return /** @type {LocalizedString} */ (`Fodermaterial`);
	if (i?.key === "upperMaterial") return /** @type {LocalizedString} */ (`Ytermaterial`);
	if (i?.key === "coverMaterial") return /** @type {LocalizedString} */ (`Överdrag`);
	if (i?.key === "filling") return /** @type {LocalizedString} */ (`Fyllning`);
	if (i?.key === "fillingWeight") return /** @type {LocalizedString} */ (`Fyllnadsvikt`);
	if (i?.key === "maintenanceNote") return /** @type {LocalizedString} */ (`Skötselråd`);
	if (i?.key === "sustainability") return /** @type {LocalizedString} */ (`Hållbarhet`);
	if (i?.key === "trademark") return /** @type {LocalizedString} */ (`Varumärke`);
	if (i?.key === "botanicalName") return /** @type {LocalizedString} */ (`Botaniskt namn`);
	if (i?.key === "woodCountryOfOrigin") return /** @type {LocalizedString} */ (`Träets ursprungsland`);
	if (i?.key === "countryOfOrigin") return /** @type {LocalizedString} */ (`Ursprungsland`);
	if (i?.key === "measures") return /** @type {LocalizedString} */ (`Mått`);
	if (i?.key === "measuresBathmat") return /** @type {LocalizedString} */ (`Mått badrumsmatta`);
	if (i?.key === "measuresBedSize") return /** @type {LocalizedString} */ (`Sängstorlek`);
	if (i?.key === "measuresCableLength") return /** @type {LocalizedString} */ (`Kabellängd`);
	if (i?.key === "measuresCountPillowcases") return /** @type {LocalizedString} */ (`Antal örngott`);
	if (i?.key === "measuresDuvet") return /** @type {LocalizedString} */ (`Mått täcke`);
	if (i?.key === "measuresDuvetcase") return /** @type {LocalizedString} */ (`Mått påslakan`);
	if (i?.key === "measuresInner") return /** @type {LocalizedString} */ (`Innermått`);
	if (i?.key === "measuresInnerCompartment") return /** @type {LocalizedString} */ (`Innerfack`);
	if (i?.key === "measuresInnerDrawer") return /** @type {LocalizedString} */ (`Innermått låda`);
	if (i?.key === "measuresMattressHeight") return /** @type {LocalizedString} */ (`Madrasshöjd`);
	if (i?.key === "measuresMattressSize") return /** @type {LocalizedString} */ (`Madrasstorlek`);
	if (i?.key === "measuresMaxDepth") return /** @type {LocalizedString} */ (`Maximalt djup`);
	if (i?.key === "measuresOuterDimension") return /** @type {LocalizedString} */ (`Yttermått`);
	if (i?.key === "measuresPillowcase") return /** @type {LocalizedString} */ (`Mått örngott`);
	if (i?.key === "measuresShelf") return /** @type {LocalizedString} */ (`Mått avlastningsyta`);
	if (i?.key === "measuresToiletCover") return /** @type {LocalizedString} */ (`Mått lockskydd`);
	if (i?.key === "measuresToiletRug") return /** @type {LocalizedString} */ (`Mått toalettmatta`);
	if (i?.key === "weight") return /** @type {LocalizedString} */ (`Vikt`);
	if (i?.key === "maxLoad") return /** @type {LocalizedString} */ (`Maxbelastning`);
	if (i?.key === "neckline") return /** @type {LocalizedString} */ (`Halsringning`);
	if (i?.key === "collar") return /** @type {LocalizedString} */ (`Krage`);
	if (i?.key === "sleeveStyle") return /** @type {LocalizedString} */ (`Ärmar`);
	if (i?.key === "sleeveLength") return /** @type {LocalizedString} */ (`Ärmlängd`);
	if (i?.key === "clothingLength") return /** @type {LocalizedString} */ (`Längd`);
	if (i?.key === "legLength") return /** @type {LocalizedString} */ (`Benlängd`);
	if (i?.key === "inseam") return /** @type {LocalizedString} */ (`Innerbenslängd`);
	if (i?.key === "fit") return /** @type {LocalizedString} */ (`Passform`);
	if (i?.key === "pattern") return /** @type {LocalizedString} */ (`Mönster`);
	if (i?.key === "waistband") return /** @type {LocalizedString} */ (`Linning`);
	if (i?.key === "straps") return /** @type {LocalizedString} */ (`Axelband`);
	if (i?.key === "transparency") return /** @type {LocalizedString} */ (`Transparens`);
	if (i?.key === "typeBra") return /** @type {LocalizedString} */ (`BH-typ`);
	if (i?.key === "underwire") return /** @type {LocalizedString} */ (`Bygel`);
	if (i?.key === "heatDegree") return /** @type {LocalizedString} */ (`Värmegrad`);
	if (i?.key === "ekDenier") return /** @type {LocalizedString} */ (`Denier`);
	if (i?.key === "ekFastener") return /** @type {LocalizedString} */ (`Stängning`);
	if (i?.key === "ekForm") return /** @type {LocalizedString} */ (`Modell`);
	if (i?.key === "ekHem") return /** @type {LocalizedString} */ (`Fåll`);
	if (i?.key === "ekLining") return /** @type {LocalizedString} */ (`Foder`);
	if (i?.key === "ekMaterialFunction") return /** @type {LocalizedString} */ (`Materialegenskap`);
	if (i?.key === "ekPockets") return /** @type {LocalizedString} */ (`Fickor`);
	if (i?.key === "ekStretch") return /** @type {LocalizedString} */ (`Töjbarhet`);
	if (i?.key === "shoeWidth") return /** @type {LocalizedString} */ (`Skobredd`);
	if (i?.key === "plateauHeight") return /** @type {LocalizedString} */ (`Platåhöjd`);
	if (i?.key === "heelHeight") return /** @type {LocalizedString} */ (`Klackhöjd`);
	if (i?.key === "heelType") return /** @type {LocalizedString} */ (`Klacktyp`);
	if (i?.key === "shaftHeight") return /** @type {LocalizedString} */ (`Skafthöjd`);
	if (i?.key === "shaftWidth") return /** @type {LocalizedString} */ (`Skaftvidd`);
	if (i?.key === "ekInsole") return /** @type {LocalizedString} */ (`Innersula`);
	if (i?.key === "ekOutsole") return /** @type {LocalizedString} */ (`Yttersula`);
	if (i?.key === "stone") return /** @type {LocalizedString} */ (`Sten`);
	if (i?.key === "shape") return /** @type {LocalizedString} */ (`Form`);
	if (i?.key === "scope") return /** @type {LocalizedString} */ (`Ingår i leveransen`);
	if (i?.key === "packageSize") return /** @type {LocalizedString} */ (`Förpackningsstorlek`);
	if (i?.key === "panelStyle") return /** @type {LocalizedString} */ (`Upphängning`);
	if (i?.key === "pileHeight") return /** @type {LocalizedString} */ (`Lugghöjd`);
	if (i?.key === "typeCarpet") return /** @type {LocalizedString} */ (`Mattyp`);
	if (i?.key === "pillowBeddingtype") return /** @type {LocalizedString} */ (`Täcktyp`);
	if (i?.key === "warmthClass") return /** @type {LocalizedString} */ (`Värmeklass`);
	if (i?.key === "sheetHeight") return /** @type {LocalizedString} */ (`Kanthöjd`);
	if (i?.key === "shelf") return /** @type {LocalizedString} */ (`Hyllplan`);
	if (i?.key === "mattressThickness") return /** @type {LocalizedString} */ (`Madrasstjocklek`);
	if (i?.key === "mattressType") return /** @type {LocalizedString} */ (`Madrasstyp`);
	if (i?.key === "firmness") return /** @type {LocalizedString} */ (`Fasthet`);
	if (i?.key === "lyingZones") return /** @type {LocalizedString} */ (`Komfortzoner`);
	if (i?.key === "assembly") return /** @type {LocalizedString} */ (`Montering`);
	if (i?.key === "ekDetailBath") return /** @type {LocalizedString} */ (`Särskilda egenskaper`);
	if (i?.key === "ekGuarantee") return /** @type {LocalizedString} */ (`Garanti`);
	if (i?.key === "energyEfficiencyClass") return /** @type {LocalizedString} */ (`Energiklass`);
	if (i?.key === "weeeNumber") return /** @type {LocalizedString} */ (`WEEE-reg.nr`);
	if (i?.key === "ekSocket") return /** @type {LocalizedString} */ (`Sockel`);
	if (i?.key === "illuminant") return /** @type {LocalizedString} */ (`Ljuskälla`);
	if (i?.key === "lightColor") return /** @type {LocalizedString} */ (`Ljusfärg`);
	if (i?.key === "luminousFlux") return /** @type {LocalizedString} */ (`Ljusflöde`);
	if (i?.key === "wattage") return /** @type {LocalizedString} */ (`Effekt`);
	if (i?.key === "voltage") return /** @type {LocalizedString} */ (`Spänning`);
	return /** @type {LocalizedString} */ ("productAttribute");
};

/**

* @param {Productattribute1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productattribute1 = sv_productattribute1;
export { productattribute1 as "productAttribute" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ key: "assembly" | "botanicalName" | "clothingLength" | "collar" | "countryOfOrigin" | "coverMaterial" | "ekDenier" | "ekDetailBath" | "ekFastener" | "ekForm" | "ekGuarantee" | "ekHem" | "ekInsole" | "ekLining" | "ekMaterialFunction" | "ekOutsole" | "ekPockets" | "ekSocket" | "ekStretch" | "energyEfficiencyClass" | "fabric" | "filling" | "fillingWeight" | "firmness" | "fit" | "heatDegree" | "heelHeight" | "heelType" | "illuminant" | "inseam" | "legLength" | "lightColor" | "liningMaterial" | "luminousFlux" | "lyingZones" | "maintenanceNote" | "material" | "mattressThickness" | "mattressType" | "maxLoad" | "measures" | "measuresBathmat" | "measuresBedSize" | "measuresCableLength" | "measuresCountPillowcases" | "measuresDuvet" | "measuresDuvetcase" | "measuresInner" | "measuresInnerCompartment" | "measuresInnerDrawer" | "measuresMattressHeight" | "measuresMattressSize" | "measuresMaxDepth" | "measuresOuterDimension" | "measuresPillowcase" | "measuresShelf" | "measuresToiletCover" | "measuresToiletRug" | "neckline" | "packageSize" | "panelStyle" | "pattern" | "pileHeight" | "pillowBeddingtype" | "plateauHeight" | "scope" | "shaftHeight" | "shaftWidth" | "shape" | "sheetHeight" | "shelf" | "shoeWidth" | "sleeveLength" | "sleeveStyle" | "stone" | "straps" | "sustainability" | "trademark" | "transparency" | "typeBra" | "typeCarpet" | "underwire" | "upperMaterial" | "voltage" | "waistband" | "warmthClass" | "wattage" | "weeeNumber" | "weight" | "woodCountryOfOrigin" }} Productattribute1Inputs */

const fr_productattribute1 = /** @type {(inputs: Productattribute1Inputs) => LocalizedString} */ (i) => {
	if (i?.key === "material") return /** @type {LocalizedString} */ (`Matière`);
	if (i?.key === "fabric") return /** @type {LocalizedString} */ (`Type de tissu`);
	if (i?.key === "liningMaterial") return /** @type {LocalizedString} */ (`Matière de la doublure`);
	if (i?.key === "upperMaterial") return /** @type {LocalizedString} */ (`Matière extérieure`);
	if (i?.key === "coverMaterial") return /** @type {LocalizedString} */ (`Housse`);
	if (i?.key === "filling") return /** @type {LocalizedString} */ (`Garnissage`);
	if (i?.key === "fillingWeight") return /** @type {LocalizedString} */ (`Poids du garnissage`);
	if (i?.key === "maintenanceNote") return /** @type {LocalizedString} */ (`Conseils d’entretien`);
	if (i?.key === "sustainability") return /** @type {LocalizedString} */ (`Durabilité`);
	if (i?.key === "trademark") return /** @type {LocalizedString} */ (`Marque`);
	if (i?.key === "botanicalName") return /** @type {LocalizedString} */ (`Nom botanique`);
	if (i?.key === "woodCountryOfOrigin") return /** @type {LocalizedString} */ (`Pays d’origine du bois`);
	if (i?.key === "countryOfOrigin") return /** @type {LocalizedString} */ (`Pays d’origine`);
	if (i?.key === "measures") return /** @type {LocalizedString} */ (`Dimensions`);
	if (i?.key === "measuresBathmat") return /** @type {LocalizedString} */ (`Dimensions du tapis de bain`);
	if (i?.key === "measuresBedSize") return /** @type {LocalizedString} */ (`Dimensions du lit`);
	if (i?.key === "measuresCableLength") return /** @type {LocalizedString} */ (`Longueur du câble`);
	if (i?.key === "measuresCountPillowcases") return /** @type {LocalizedString} */ (`Nombre de taies d’oreiller`);
	if (i?.key === "measuresDuvet") return /** @type {LocalizedString} */ (`Dimensions de la couette`);
	if (i?.key === "measuresDuvetcase") return /** @type {LocalizedString} */ (`Dimensions de la housse de couette`);
	if (i?.key === "measuresInner") return /** @type {LocalizedString} */ (`Dimensions intérieures`);
	if (i?.key === "measuresInnerCompartment") return /** @type {LocalizedString} */ (`Compartiments intérieurs`);
	if (i?.key === "measuresInnerDrawer") return /** @type {LocalizedString} */ (`Dimensions intérieures du tiroir`);
	if (i?.key === "measuresMattressHeight") return /** @type {LocalizedString} */ (`Hauteur du matelas`);
	if (i?.key === "measuresMattressSize") return /** @type {LocalizedString} */ (`Dimensions du matelas`);
	if (i?.key === "measuresMaxDepth") return /** @type {LocalizedString} */ (`Profondeur maximale`);
	if (i?.key === "measuresOuterDimension") return /** @type {LocalizedString} */ (`Dimensions extérieures`);
	if (i?.key === "measuresPillowcase") return /** @type {LocalizedString} */ (`Dimensions de la taie d’oreiller`);
	if (i?.key === "measuresShelf") return /** @type {LocalizedString} */ (`Dimensions de la tablette`);
	if (i?.key === "measuresToiletCover") return /** @type {LocalizedString} */ (`Dimensions de la housse d’abattant`);
	if (i?.key === "measuresToiletRug") return /** @type {LocalizedString} */ (`Dimensions du tapis contour WC`);
	if (i?.key === "weight") return /** @type {LocalizedString} */ (`Poids`);
	if (i?.key === "maxLoad") return /** @type {LocalizedString} */ (`Charge maximale`);
	if (i?.key === "neckline") return /** @type {LocalizedString} */ (`Encolure`);
	if (i?.key === "collar") return /** @type {LocalizedString} */ (`Col`);
	if (i?.key === "sleeveStyle") return /** @type {LocalizedString} */ (`Manches`);
	if (i?.key === "sleeveLength") return /** @type {LocalizedString} */ (`Longueur des manches`);
	if (i?.key === "clothingLength") return /** @type {LocalizedString} */ (`Longueur`);
	if (i?.key === "legLength") return /** @type {LocalizedString} */ (`Longueur de jambe`);
	if (i?.key === "inseam") return /** @type {LocalizedString} */ (`Longueur d’entrejambe`);
	if (i?.key === "fit") return /** @type {LocalizedString} */ (`Ajustement`);
	if (i?.key === "pattern") return /** @type {LocalizedString} */ (`Motif`);
	if (i?.key === "waistband") return /** @type {LocalizedString} */ (`Ceinture`);
	if (i?.key === "straps") return /** @type {LocalizedString} */ (`Bretelles`);
	if (i?.key === "transparency") return /** @type {LocalizedString} */ (`Transparence`);
	if (i?.key === "typeBra") return /** @type {LocalizedString} */ (`Type de soutien-gorge`);
	if (i?.key === "underwire") return /** @type {LocalizedString} */ (`Armatures`);
	if (i?.key === "heatDegree") return /** @type {LocalizedString} */ (`Degré de chaleur`);
	if (i?.key === "ekDenier") return /** @type {LocalizedString} */ (`Deniers`);
	if (i?.key === "ekFastener") return /** @type {LocalizedString} */ (`Fermeture`);
	if (i?.key === "ekForm") return /** @type {LocalizedString} */ (`Coupe`);
	if (i?.key === "ekHem") return /** @type {LocalizedString} */ (`Ourlet`);
	if (i?.key === "ekLining") return /** @type {LocalizedString} */ (`Doublure`);
	if (i?.key === "ekMaterialFunction") return /** @type {LocalizedString} */ (`Propriété de la matière`);
	if (i?.key === "ekPockets") return /** @type {LocalizedString} */ (`Poches`);
	if (i?.key === "ekStretch") return /** @type {LocalizedString} */ (`Élasticité`);
	if (i?.key === "shoeWidth") return /** @type {LocalizedString} */ (`Largeur de chaussure`);
	if (i?.key === "plateauHeight") return /** @type {LocalizedString} */ (`Hauteur du plateau`);
	if (i?.key === "heelHeight") return /** @type {LocalizedString} */ (`Hauteur du talon`);
	if (i?.key === "heelType") return /** @type {LocalizedString} */ (`Type de talon`);
	if (i?.key === "shaftHeight") return /** @type {LocalizedString} */ (`Hauteur de tige`);
	if (i?.key === "shaftWidth") return /** @type {LocalizedString} */ (`Largeur de tige`);
	if (i?.key === "ekInsole") return /** @type {LocalizedString} */ (`Semelle intérieure`);
	if (i?.key === "ekOutsole") return /** @type {LocalizedString} */ (`Semelle extérieure`);
	if (i?.key === "stone") return /** @type {LocalizedString} */ (`Pierre`);
	if (i?.key === "shape") return /** @type {LocalizedString} */ (`Forme`);
	if (i?.key === "scope") return /** @type {LocalizedString} */ (`Contenu de la livraison`);
	if (i?.key === "packageSize") return /** @type {LocalizedString} */ (`Conditionnement`);
	if (i?.key === "panelStyle") return /** @type {LocalizedString} */ (`Fixation`);
	if (i?.key === "pileHeight") return /** @type {LocalizedString} */ (`Hauteur des poils`);
	if (i?.key === "typeCarpet") return /** @type {LocalizedString} */ (`Type de tapis`);
	if (i?.key === "pillowBeddingtype") return /** @type {LocalizedString} */ (`Type de couette`);
	if (i?.key === "warmthClass") return /** @type {LocalizedString} */ (`Classe de chaleur`);
	if (i?.key === "sheetHeight") return /** @type {LocalizedString} */ (`Hauteur du bonnet`);
	if (i?.key === "shelf") return /** @type {LocalizedString} */ (`Étagères`);
	if (i?.key === "mattressThickness") return /** @type {LocalizedString} */ (`Épaisseur du matelas`);
	if (i?.key === "mattressType") return /** @type {LocalizedString} */ (`Type de matelas`);
	if (i?.key === "firmness") return /** @type {LocalizedString} */ (`Fermeté`);
	if (i?.key === "lyingZones") return /** @type {LocalizedString} */ (`Zones de confort`);
	if (i?.key === "assembly") return /** @type {LocalizedString} */ (`Montage`);
	if (i?.key === "ekDetailBath") return /** @type {LocalizedString} */ (`Particularités`);
	if (i?.key === "ekGuarantee") return /** @type {LocalizedString} */ (`Garantie`);
	if (i?.key === "energyEfficiencyClass") return /** @type {LocalizedString} */ (`Classe d’efficacité énergétique`);
	if (i?.key === "weeeNumber") return /** @type {LocalizedString} */ (`N° d’enreg. WEEE`);
	if (i?.key === "ekSocket") return /** @type {LocalizedString} */ (`Culot`);
	if (i?.key === "illuminant") return /** @type {LocalizedString} */ (`Source lumineuse`);
	if (i?.key === "lightColor") return /** @type {LocalizedString} */ (`Couleur de lumière`);
	if (i?.key === "luminousFlux") return /** @type {LocalizedString} */ (`Flux lumineux`);
	if (i?.key === "wattage") return /** @type {LocalizedString} */ (`Puissance`);
	if (i?.key === "voltage") return /** @type {LocalizedString} */ (`Tension`);
	return /** @type {LocalizedString} */ ("productAttribute");
};

/**

* @param {Productattribute1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productattribute1 = fr_productattribute1;
export { productattribute1 as "productAttribute" }
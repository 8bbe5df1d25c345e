export { productattribute1 as "productAttribute" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productattribute1Inputs = {
    key: "assembly" | "botanicalName" | "clothingLength" | "collar" | "countryOfOrigin" | "coverMaterial" | "ekDenier" | "ekDetailBath" | "ekFastener" | "ekForm" | "ekGuarantee" | "ekHem" | "ekInsole" | "ekLining" | "ekMaterialFunction" | "ekOutsole" | "ekPockets" | "ekSocket" | "ekStretch" | "energyEfficiencyClass" | "fabric" | "filling" | "fillingWeight" | "firmness" | "fit" | "heatDegree" | "heelHeight" | "heelType" | "illuminant" | "inseam" | "legLength" | "lightColor" | "liningMaterial" | "luminousFlux" | "lyingZones" | "maintenanceNote" | "material" | "mattressThickness" | "mattressType" | "maxLoad" | "measures" | "measuresBathmat" | "measuresBedSize" | "measuresCableLength" | "measuresCountPillowcases" | "measuresDuvet" | "measuresDuvetcase" | "measuresInner" | "measuresInnerCompartment" | "measuresInnerDrawer" | "measuresMattressHeight" | "measuresMattressSize" | "measuresMaxDepth" | "measuresOuterDimension" | "measuresPillowcase" | "measuresShelf" | "measuresToiletCover" | "measuresToiletRug" | "neckline" | "packageSize" | "panelStyle" | "pattern" | "pileHeight" | "pillowBeddingtype" | "plateauHeight" | "scope" | "shaftHeight" | "shaftWidth" | "shape" | "sheetHeight" | "shelf" | "shoeWidth" | "sleeveLength" | "sleeveStyle" | "stone" | "straps" | "sustainability" | "trademark" | "transparency" | "typeBra" | "typeCarpet" | "underwire" | "upperMaterial" | "voltage" | "waistband" | "warmthClass" | "wattage" | "weeeNumber" | "weight" | "woodCountryOfOrigin";
};
/**

* @param {Productattribute1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const productattribute1: ((inputs: Productattribute1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productattribute1Inputs, {
    locale?: "de-CH";
}, {}>;

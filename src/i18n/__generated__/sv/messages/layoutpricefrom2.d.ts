export { layoutpricefrom2 as "layoutPriceFrom" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutpricefrom2Inputs = {};
/**

* @param {Layoutpricefrom2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const layoutpricefrom2: ((inputs?: Layoutpricefrom2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutpricefrom2Inputs, {
    locale?: "sv";
}, {}>;

export { layoutbasket1 as "layoutBasket" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutbasket1Inputs = {};
/**

* @param {Layoutbasket1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const layoutbasket1: ((inputs?: Layoutbasket1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutbasket1Inputs, {
    locale?: "de-CH";
}, {}>;

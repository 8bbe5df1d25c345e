export { productquickview2 as "productQuickView" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productquickview2Inputs = {};
/**

* @param {Productquickview2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const productquickview2: ((inputs?: Productquickview2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productquickview2Inputs, {
    locale?: "sv";
}, {}>;

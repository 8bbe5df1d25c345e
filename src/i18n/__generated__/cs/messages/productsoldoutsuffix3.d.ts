export { productsoldoutsuffix3 as "productSoldOutSuffix" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productsoldoutsuffix3Inputs = {};
/**

* @param {Productsoldoutsuffix3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const productsoldoutsuffix3: ((inputs?: Productsoldoutsuffix3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productsoldoutsuffix3Inputs, {
    locale?: "cs";
}, {}>;

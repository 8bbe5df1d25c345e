export { productsoldoutsuffix3 as "productSoldOutSuffix" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productsoldoutsuffix3Inputs = {};
/**

* @param {Productsoldoutsuffix3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const productsoldoutsuffix3: ((inputs?: Productsoldoutsuffix3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productsoldoutsuffix3Inputs, {
    locale?: "sv";
}, {}>;

export { productsoldoutsuffix3 as "productSoldOutSuffix" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productsoldoutsuffix3Inputs = {};
/**

* @param {Productsoldoutsuffix3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const productsoldoutsuffix3: ((inputs?: Productsoldoutsuffix3Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productsoldoutsuffix3Inputs, {
    locale?: "de";
}, {}>;

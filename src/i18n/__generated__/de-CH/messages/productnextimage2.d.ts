export { productnextimage2 as "productNextImage" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productnextimage2Inputs = {};
/**

* @param {Productnextimage2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const productnextimage2: ((inputs?: Productnextimage2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productnextimage2Inputs, {
    locale?: "de-CH";
}, {}>;

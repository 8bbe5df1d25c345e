export { productyoursize2 as "productYourSize" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productyoursize2Inputs = {};
/**

* @param {Productyoursize2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const productyoursize2: ((inputs?: Productyoursize2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productyoursize2Inputs, {
    locale?: "de";
}, {}>;

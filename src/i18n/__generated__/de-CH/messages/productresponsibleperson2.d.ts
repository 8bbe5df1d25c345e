export { productresponsibleperson2 as "productResponsiblePerson" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productresponsibleperson2Inputs = {};
/**

* @param {Productresponsibleperson2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const productresponsibleperson2: ((inputs?: Productresponsibleperson2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productresponsibleperson2Inputs, {
    locale?: "de-CH";
}, {}>;

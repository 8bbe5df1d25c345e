export { productalldetails2 as "productAllDetails" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productalldetails2Inputs = {};
/**

* @param {Productalldetails2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const productalldetails2: ((inputs?: Productalldetails2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productalldetails2Inputs, {
    locale?: "fr";
}, {}>;

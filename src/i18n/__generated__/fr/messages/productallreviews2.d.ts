export { productallreviews2 as "productAllReviews" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productallreviews2Inputs = {};
/**

* @param {Productallreviews2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const productallreviews2: ((inputs?: Productallreviews2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productallreviews2Inputs, {
    locale?: "fr";
}, {}>;

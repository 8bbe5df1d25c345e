export { productratings1 as "productRatings" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productratings1Inputs = {};
/**

* @param {Productratings1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const productratings1: ((inputs?: Productratings1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productratings1Inputs, {
    locale?: "de";
}, {}>;

export { catalogueorderzipcode3 as "catalogueOrderZipCode" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueorderzipcode3Inputs = {};
/**

* @param {Catalogueorderzipcode3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const catalogueorderzipcode3: ((inputs?: Catalogueorderzipcode3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueorderzipcode3Inputs, {
    locale?: "de-CH";
}, {}>;

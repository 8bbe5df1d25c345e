export { catalogueorderlastname3 as "catalogueOrderLastName" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueorderlastname3Inputs = {};
/**

* @param {Catalogueorderlastname3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const catalogueorderlastname3: ((inputs?: Catalogueorderlastname3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueorderlastname3Inputs, {
    locale?: "nl";
}, {}>;

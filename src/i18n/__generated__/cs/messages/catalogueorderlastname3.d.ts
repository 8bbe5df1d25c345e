export { catalogueorderlastname3 as "catalogueOrderLastName" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueorderlastname3Inputs = {};
/**

* @param {Catalogueorderlastname3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const catalogueorderlastname3: ((inputs?: Catalogueorderlastname3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueorderlastname3Inputs, {
    locale?: "cs";
}, {}>;

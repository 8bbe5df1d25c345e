export { catalogueorderlastname3 as "catalogueOrderLastName" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueorderlastname3Inputs = {};
/**

* @param {Catalogueorderlastname3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const catalogueorderlastname3: ((inputs?: Catalogueorderlastname3Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueorderlastname3Inputs, {
    locale?: "de";
}, {}>;

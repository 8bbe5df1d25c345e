export { catalogueorderterms2 as "catalogueOrderTerms" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueorderterms2Inputs = {
    terms: NonNullable<unknown>;
    withdrawal: NonNullable<unknown>;
};
/**

* @param {Catalogueorderterms2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const catalogueorderterms2: ((inputs: Catalogueorderterms2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueorderterms2Inputs, {
    locale?: "de";
}, {}>;

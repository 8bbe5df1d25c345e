export { catalogueorderlead2 as "catalogueOrderLead" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueorderlead2Inputs = {};
/**

* @param {Catalogueorderlead2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const catalogueorderlead2: ((inputs?: Catalogueorderlead2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueorderlead2Inputs, {
    locale?: "sk";
}, {}>;

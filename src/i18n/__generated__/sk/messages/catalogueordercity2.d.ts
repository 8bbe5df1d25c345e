export { catalogueordercity2 as "catalogueOrderCity" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueordercity2Inputs = {};
/**

* @param {Catalogueordercity2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const catalogueordercity2: ((inputs?: Catalogueordercity2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueordercity2Inputs, {
    locale?: "sk";
}, {}>;

export { catalogueordercity2 as "catalogueOrderCity" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueordercity2Inputs = {};
/**

* @param {Catalogueordercity2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const catalogueordercity2: ((inputs?: Catalogueordercity2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueordercity2Inputs, {
    locale?: "de";
}, {}>;

export { tilebadgenew2 as "tileBadgeNew" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilebadgenew2Inputs = {};
/**

* @param {Tilebadgenew2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const tilebadgenew2: ((inputs?: Tilebadgenew2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilebadgenew2Inputs, {
    locale?: "de-CH";
}, {}>;

export { tilebadgenew2 as "tileBadgeNew" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilebadgenew2Inputs = {};
/**

* @param {Tilebadgenew2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const tilebadgenew2: ((inputs?: Tilebadgenew2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilebadgenew2Inputs, {
    locale?: "de";
}, {}>;

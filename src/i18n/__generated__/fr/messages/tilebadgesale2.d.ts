export { tilebadgesale2 as "tileBadgeSale" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilebadgesale2Inputs = {};
/**

* @param {Tilebadgesale2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const tilebadgesale2: ((inputs?: Tilebadgesale2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilebadgesale2Inputs, {
    locale?: "fr";
}, {}>;

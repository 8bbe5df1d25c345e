export { tilebadgeslabel2 as "tileBadgesLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilebadgeslabel2Inputs = {};
/**

* @param {Tilebadgeslabel2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const tilebadgeslabel2: ((inputs?: Tilebadgeslabel2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilebadgeslabel2Inputs, {
    locale?: "nl";
}, {}>;

export { tilebadgesummer2 as "tileBadgeSummer" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilebadgesummer2Inputs = {};
/**

* @param {Tilebadgesummer2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const tilebadgesummer2: ((inputs?: Tilebadgesummer2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilebadgesummer2Inputs, {
    locale?: "sv";
}, {}>;

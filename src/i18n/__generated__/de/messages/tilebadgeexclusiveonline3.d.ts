export { tilebadgeexclusiveonline3 as "tileBadgeExclusiveOnline" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilebadgeexclusiveonline3Inputs = {};
/**

* @param {Tilebadgeexclusiveonline3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const tilebadgeexclusiveonline3: ((inputs?: Tilebadgeexclusiveonline3Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilebadgeexclusiveonline3Inputs, {
    locale?: "de";
}, {}>;

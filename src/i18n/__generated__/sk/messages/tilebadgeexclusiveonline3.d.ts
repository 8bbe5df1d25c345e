export { tilebadgeexclusiveonline3 as "tileBadgeExclusiveOnline" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilebadgeexclusiveonline3Inputs = {};
/**

* @param {Tilebadgeexclusiveonline3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const tilebadgeexclusiveonline3: ((inputs?: Tilebadgeexclusiveonline3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilebadgeexclusiveonline3Inputs, {
    locale?: "sk";
}, {}>;

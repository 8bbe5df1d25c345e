export { tilebadgesaving2 as "tileBadgeSaving" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilebadgesaving2Inputs = {
    saving: NonNullable<unknown>;
};
/**

* @param {Tilebadgesaving2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const tilebadgesaving2: ((inputs: Tilebadgesaving2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilebadgesaving2Inputs, {
    locale?: "nl";
}, {}>;

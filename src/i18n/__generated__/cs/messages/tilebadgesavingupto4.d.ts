export { tilebadgesavingupto4 as "tileBadgeSavingUpTo" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilebadgesavingupto4Inputs = {
    saving: NonNullable<unknown>;
};
/**

* @param {Tilebadgesavingupto4Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const tilebadgesavingupto4: ((inputs: Tilebadgesavingupto4Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilebadgesavingupto4Inputs, {
    locale?: "cs";
}, {}>;

export { tilebadgesavingupto4 as "tileBadgeSavingUpTo" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilebadgesavingupto4Inputs = {
    saving: NonNullable<unknown>;
};
/**

* @param {Tilebadgesavingupto4Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const tilebadgesavingupto4: ((inputs: Tilebadgesavingupto4Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilebadgesavingupto4Inputs, {
    locale?: "de-CH";
}, {}>;

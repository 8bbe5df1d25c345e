export { layouthomelink2 as "layoutHomeLink" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layouthomelink2Inputs = {
    brand: NonNullable<unknown>;
};
/**

* @param {Layouthomelink2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const layouthomelink2: ((inputs: Layouthomelink2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layouthomelink2Inputs, {
    locale?: "nl";
}, {}>;

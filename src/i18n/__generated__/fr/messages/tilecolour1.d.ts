export { tilecolour1 as "tileColour" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilecolour1Inputs = {
    name: NonNullable<unknown>;
    colour: NonNullable<unknown>;
};
/**

* @param {Tilecolour1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const tilecolour1: ((inputs: Tilecolour1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilecolour1Inputs, {
    locale?: "fr";
}, {}>;

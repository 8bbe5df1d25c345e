export { tilecolour1 as "tileColour" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilecolour1Inputs = {
    name: NonNullable<unknown>;
    colour: NonNullable<unknown>;
};
/**

* @param {Tilecolour1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const tilecolour1: ((inputs: Tilecolour1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilecolour1Inputs, {
    locale?: "cs";
}, {}>;

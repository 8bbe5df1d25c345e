export { tilecoloursoldout3 as "tileColourSoldOut" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilecoloursoldout3Inputs = {
    name: NonNullable<unknown>;
    colour: NonNullable<unknown>;
};
/**

* @param {Tilecoloursoldout3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const tilecoloursoldout3: ((inputs: Tilecoloursoldout3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilecoloursoldout3Inputs, {
    locale?: "cs";
}, {}>;

export { tilecoloursoldout3 as "tileColourSoldOut" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilecoloursoldout3Inputs = {
    name: NonNullable<unknown>;
    colour: NonNullable<unknown>;
};
/**

* @param {Tilecoloursoldout3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const tilecoloursoldout3: ((inputs: Tilecoloursoldout3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilecoloursoldout3Inputs, {
    locale?: "fr";
}, {}>;

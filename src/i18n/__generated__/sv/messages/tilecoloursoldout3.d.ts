export { tilecoloursoldout3 as "tileColourSoldOut" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilecoloursoldout3Inputs = {
    name: NonNullable<unknown>;
    colour: NonNullable<unknown>;
};
/**

* @param {Tilecoloursoldout3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const tilecoloursoldout3: ((inputs: Tilecoloursoldout3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilecoloursoldout3Inputs, {
    locale?: "sv";
}, {}>;

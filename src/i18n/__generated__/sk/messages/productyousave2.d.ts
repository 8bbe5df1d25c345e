export { productyousave2 as "productYouSave" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productyousave2Inputs = {
    saving: NonNullable<unknown>;
};
/**

* @param {Productyousave2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const productyousave2: ((inputs: Productyousave2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productyousave2Inputs, {
    locale?: "sk";
}, {}>;

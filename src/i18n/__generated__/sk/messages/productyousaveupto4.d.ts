export { productyousaveupto4 as "productYouSaveUpTo" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productyousaveupto4Inputs = {
    saving: NonNullable<unknown>;
};
/**

* @param {Productyousaveupto4Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const productyousaveupto4: ((inputs: Productyousaveupto4Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productyousaveupto4Inputs, {
    locale?: "sk";
}, {}>;

export { basketremoveitem2 as "basketRemoveItem" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketremoveitem2Inputs = {
    name: NonNullable<unknown>;
};
/**

* @param {Basketremoveitem2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const basketremoveitem2: ((inputs: Basketremoveitem2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketremoveitem2Inputs, {
    locale?: "de-CH";
}, {}>;

export { basketremoveitem2 as "basketRemoveItem" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketremoveitem2Inputs = {
    name: NonNullable<unknown>;
};
/**

* @param {Basketremoveitem2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const basketremoveitem2: ((inputs: Basketremoveitem2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketremoveitem2Inputs, {
    locale?: "fr";
}, {}>;

export { basketremoved1 as "basketRemoved" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketremoved1Inputs = {
    name: NonNullable<unknown>;
};
/**

* @param {Basketremoved1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const basketremoved1: ((inputs: Basketremoved1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketremoved1Inputs, {
    locale?: "de";
}, {}>;

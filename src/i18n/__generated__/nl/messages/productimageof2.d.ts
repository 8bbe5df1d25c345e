export { productimageof2 as "productImageOf" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productimageof2Inputs = {
    number: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
/**

* @param {Productimageof2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const productimageof2: ((inputs: Productimageof2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productimageof2Inputs, {
    locale?: "nl";
}, {}>;

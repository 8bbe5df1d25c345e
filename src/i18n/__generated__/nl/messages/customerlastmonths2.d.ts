export { customerlastmonths2 as "customerLastMonths" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerlastmonths2Inputs = {
    months: NonNullable<unknown>;
};
/**

* @param {Customerlastmonths2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customerlastmonths2: ((inputs: Customerlastmonths2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerlastmonths2Inputs, {
    locale?: "nl";
}, {}>;

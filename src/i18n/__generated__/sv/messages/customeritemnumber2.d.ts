export { customeritemnumber2 as "customerItemNumber" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customeritemnumber2Inputs = {
    number: NonNullable<unknown>;
};
/**

* @param {Customeritemnumber2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const customeritemnumber2: ((inputs: Customeritemnumber2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customeritemnumber2Inputs, {
    locale?: "sv";
}, {}>;

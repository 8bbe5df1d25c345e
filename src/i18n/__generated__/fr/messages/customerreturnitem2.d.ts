export { customerreturnitem2 as "customerReturnItem" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerreturnitem2Inputs = {
    quantity: NonNullable<unknown>;
    name: NonNullable<unknown>;
    size: NonNullable<unknown>;
};
/**

* @param {Customerreturnitem2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customerreturnitem2: ((inputs: Customerreturnitem2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerreturnitem2Inputs, {
    locale?: "fr";
}, {}>;

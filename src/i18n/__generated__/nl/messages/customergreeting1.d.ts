export { customergreeting1 as "customerGreeting" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customergreeting1Inputs = {
    firstName: NonNullable<unknown>;
    lastName: NonNullable<unknown>;
};
/**

* @param {Customergreeting1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customergreeting1: ((inputs: Customergreeting1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customergreeting1Inputs, {
    locale?: "nl";
}, {}>;

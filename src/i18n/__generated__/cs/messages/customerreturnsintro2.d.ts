export { customerreturnsintro2 as "customerReturnsIntro" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerreturnsintro2Inputs = {
    link: NonNullable<unknown>;
};
/**

* @param {Customerreturnsintro2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customerreturnsintro2: ((inputs: Customerreturnsintro2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerreturnsintro2Inputs, {
    locale?: "cs";
}, {}>;
